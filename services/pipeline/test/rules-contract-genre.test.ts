import { ontologyDocumentSchema } from '@ontoloom/contract/domain';
import { run, summary } from './fixtures/rules-chunks';

// Rules of the contract genre: one legal territory named by two places, a document's parts and
// formulas that are no places, defined terms that are no values, years that are codes, and
// legal forms in two dotted parts. Every sentence here is invented.

const contract = ontologyDocumentSchema.parse({
  format: 'ontoloom/v1',
  classes: [
    { name: 'Party', kind: 'organization', aliases: ['party', 'supplier', 'buyer'] },
    { name: 'Amount', kind: 'money', aliases: ['fee', 'rent'] },
    { name: 'When', kind: 'date', aliases: ['date'] },
    { name: 'Jurisdiction', kind: 'place', aliases: ['jurisdiction'] },
    { name: 'Signatory', kind: 'person' },
  ],
  relations: [
    { name: 'signs_for', source: 'Signatory', target: 'Party', cues: ['on behalf of'] },
    { name: 'dated', source: 'Party', target: 'When', cues: ['is dated'] },
    {
      name: 'governed_by',
      source: 'Party',
      target: 'Jurisdiction',
      cues: ['governed by the law of'],
    },
  ],
});

// The contract's parties and one thing they do: pay.
const paying = ontologyDocumentSchema.parse({
  ...contract,
  relations: [{ name: 'pays', source: 'Party', target: 'Amount', cues: ['shall pay'] }],
});

describe('rules engine: the contract genre', () => {
  it("a term defined after a party's representative is the next party's, not the representative's", async () => {
    const { relations } = summary(
      await run(
        paying,
        'This Agreement is made between Pacífico Eventos SpA, organised in Chile (the "Organiser"), represented by its general manager, Rodrigo Salinas Mujica; and Cervecería Andina S.A., incorporated in Peru (the "Sponsor").\n\n5. The Sponsor shall pay the Organiser an annual fee of CLP 450,000,000.',
      ),
    );
    expect(relations).toEqual(['pays(Cervecería Andina S.A, CLP 450,000,000)']);
  });

  it("R4.04 a form's contact for a part acts for the party that part names", async () => {
    const { relations } = summary(
      await run(
        contract,
        'PURCHASE ORDER\n\nBuyer: Tarnley Chemical Works Ltd, 4 Dock Road, Hull\n' +
          'Vendor: Ossory Valve Company Ltd, 12 Mill Lane, Kilkenny\n' +
          'Buyer contact: Aoife Brannigan, Senior Buyer\nRequired delivery date: 30 April 2025\n\n' +
          'Queries: for the Vendor, Declan Furlong; for the Buyer, Aoife Brannigan.',
      ),
    );
    expect(relations).toEqual(
      expect.arrayContaining([
        'signs_for(Aoife Brannigan, Tarnley Chemical Works Ltd)',
        'signs_for(Declan Furlong, Ossory Valve Company Ltd)',
      ]),
    );
  });

  it('reads two places joined after a word of law as one territory', async () => {
    const { entities } = summary(
      await run(
        contract,
        'Brannick Tiles Limited is incorporated and registered in Ireland and Scotland.\n' +
          'This agreement is governed by the law of Ireland and Scotland.',
      ),
    );
    expect(entities).toContain('Jurisdiction:Ireland and Scotland');
    expect(entities).not.toContain('Jurisdiction:Ireland');
  });

  it('keeps two places apart where no law is named', async () => {
    const { entities } = summary(
      await run(contract, 'Brannick Tiles Limited has depots in Portugal and Greece.'),
    );
    expect(entities).not.toContain('Jurisdiction:Portugal and Greece');
  });

  it('takes no part of the document, nor a formula in capitals, for a place', async () => {
    const { entities } = summary(
      await run(
        contract,
        'The prices are set out in Schedule 3, subject to the ' +
          'limits in Clause 9.2.\n\nIN WITNESS WHEREOF the parties have signed this agreement.',
      ),
    );
    expect(entities.filter((e) => e.startsWith('Jurisdiction:'))).toEqual([]);
  });

  it('takes a defined term naming a date or a sum for no value', async () => {
    const { entities } = summary(
      await run(
        contract,
        'Delivery is due on 4 May 2026 (the "Handover Date"). After the Handover Date the ' +
          'Annual Rent is £41,000.',
      ),
    );
    expect(entities).toContain('When:4 May 2026');
    expect(entities).toContain('Amount:£41,000');
    expect(entities).not.toContain('When:Handover Date');
    expect(entities).not.toContain('Amount:Annual Rent');
  });

  it('takes a number in a reference or after a name for no year', async () => {
    const { entities } = summary(
      await run(
        contract,
        'Goods are delivered DAP (Incoterms 2010) under Framework Agreement No. FA-2019-042.',
      ),
    );
    expect(entities.filter((e) => e.startsWith('When:'))).toEqual([]);
  });

  it('keeps a legal form in two dotted parts with the name', async () => {
    const { entities } = summary(
      await run(
        contract,
        'This agreement is between Orchid Lane Trading Pte. Ltd. (the "Supplier") and ' +
          'Hoshida Valve Works Co., Ltd. (the "Buyer").',
      ),
    );
    expect(entities).toContain('Party:Orchid Lane Trading Pte. Ltd');
    expect(entities).toContain('Party:Hoshida Valve Works Co., Ltd');
  });

  it('gives a date in a signature block to the party of that block', async () => {
    const { relations } = summary(
      await run(
        contract,
        'Please countersign and return a copy of this letter by 30 June 2025.\n\n' +
          'Rachel Imrie\nCommercial Director\nfor and on behalf of Fjordline Cold Chain AS\n' +
          'Date: 19 May 2025\n\n' +
          'Agreed for and on behalf of Glenmore Dairy Limited by Aoife Walsh, Director, on 23 May 2025.',
      ),
    );
    expect(relations).toContain('dated(Fjordline Cold Chain AS, 19 May 2025)');
    expect(relations).toContain('dated(Glenmore Dairy Limited, 23 May 2025)');
    expect(relations).not.toContain('dated(Fjordline Cold Chain AS, 23 May 2025)');
    expect(relations).not.toContain('dated(Glenmore Dairy Limited, 19 May 2025)');
    // A date outside any signature block is no one's signature date.
    expect(relations.filter((r) => r.includes('30 June 2025'))).toEqual([]);
  });

  it('reads the signer on a "By:" line under the party of a signature block', async () => {
    const { entities, relations } = summary(
      await run(
        contract,
        'This Order Form is made between Harrow Peak Systems, Inc. and Lakeview Bank of Commerce.\n\n' +
          'IN WITNESS WHEREOF, the parties have executed this Order Form.\n\n' +
          'HARROW PEAK SYSTEMS, INC.\nBy: /s/ Tomasz Orlik\nTitle: VP, Sales\nDate: June 3, 2024\n\n' +
          'LAKEVIEW BANK OF COMMERCE\nBy: Odile Mercier-Haas\nTitle: Chief Operating Officer\nDate: May 31, 2024',
      ),
    );
    expect(entities).toEqual(
      expect.arrayContaining(['Signatory:Tomasz Orlik', 'Signatory:Odile Mercier-Haas']),
    );
    expect(relations).toEqual(
      expect.arrayContaining([
        'signs_for(Tomasz Orlik, Harrow Peak Systems, Inc)',
        'signs_for(Odile Mercier-Haas, Lakeview Bank of Commerce)',
        'dated(Harrow Peak Systems, Inc, June 3, 2024)',
        'dated(Lakeview Bank of Commerce, May 31, 2024)',
      ]),
    );
    expect(relations).not.toContain('dated(Harrow Peak Systems, Inc, May 31, 2024)');
  });

  it('gives what the agreement says of itself to its parties, each named first in its paragraph', async () => {
    const { relations } = summary(
      await run(
        contract,
        'This Agreement is made between:\n\n' +
          '(1) Savanna Grid Technologies Limited, a wholly owned subsidiary of Kilima Capital Group Limited (the "Provider"); and\n\n' +
          '(2) Tamboti Freight Holdings (Pty) Ltd, a company incorporated in South Africa (the "Client").\n\n' +
          'This Agreement is governed by the law of Kenya.',
      ),
    );
    expect(relations).toEqual(
      expect.arrayContaining([
        'governed_by(Savanna Grid Technologies Limited, Kenya)',
        'governed_by(Tamboti Freight Holdings (Pty) Ltd, Kenya)',
      ]),
    );
    expect(relations).not.toContain('governed_by(Kilima Capital Group Limited, Kenya)');
  });

  describe('a lease: who pays, and each party of "made … between"', () => {
    const lease = ontologyDocumentSchema.parse({
      format: 'ontoloom/v1',
      classes: [
        { name: 'Party', kind: 'organization', aliases: ['lessor', 'lessee'] },
        { name: 'Amount', kind: 'money', aliases: ['rent', 'deposit'] },
        { name: 'When', kind: 'date' },
      ],
      relations: [
        { name: 'pays', source: 'Party', target: 'Amount', cues: ['shall pay', 'rent of'] },
        { name: 'effective_on', source: 'Party', target: 'When', cues: ['made on'] },
      ],
    });
    const text =
      'This Lease Agreement is made on 3 March 2025 between Harbor Estates Ltd (the "Lessor") ' +
      'and Blue Finch Cafe Ltd (the "Lessee").\n\n' +
      '1. Rent. The Lessee shall pay a monthly rent of EUR 1,200 to the Lessor on the first ' +
      'day of each month.';

    it('takes the one "to" governs after the sum for the payee, not the payer', async () => {
      const { relations } = summary(await run(lease, text));
      expect(relations).toContain('pays(Blue Finch Cafe Ltd, EUR 1,200)');
      expect(relations).not.toContain('pays(Harbor Estates Ltd, EUR 1,200)');
    });

    it('dates the agreement for each party it is made between', async () => {
      const { relations } = summary(await run(lease, text));
      expect(relations).toContain('effective_on(Harbor Estates Ltd, 3 March 2025)');
      expect(relations).toContain('effective_on(Blue Finch Cafe Ltd, 3 March 2025)');
    });
  });

  it('gives the officer "its" introduces to the party "its" stands for, not to a place', async () => {
    const signing = ontologyDocumentSchema.parse({
      format: 'ontoloom/v1',
      classes: [
        { name: 'Party', kind: 'organization', aliases: ['organiser', 'sponsor'] },
        { name: 'Signatory', kind: 'person', aliases: ['director', 'officer'] },
        { name: 'Jurisdiction', kind: 'place' },
      ],
      relations: [
        { name: 'signs_for', source: 'Signatory', target: 'Party', cues: ['represented by'] },
      ],
    });
    const { relations } = summary(
      await run(
        signing,
        'This Agreement is made on 2 December 2024 between Pacífico Eventos SpA, a sociedad ' +
          'por acciones organised in Chile (the "Organiser"), represented by its general ' +
          'manager, Rodrigo Salinas Mujica; and Cervecería Andina S.A., a sociedad anónima ' +
          'incorporated in Peru (the "Sponsor"), which is represented by its Chief Financial ' +
          'Officer, Camila Huenchullán Torres.',
      ),
    );
    expect(relations).toContain('signs_for(Rodrigo Salinas Mujica, Pacífico Eventos SpA)');
    expect(relations).not.toContain('signs_for(Rodrigo Salinas Mujica, Cervecería Andina S.A)');
  });

  it('gives the people under a signing label to the party the label names', async () => {
    const signing = ontologyDocumentSchema.parse({
      format: 'ontoloom/v1',
      classes: [
        { name: 'Party', kind: 'organization', aliases: ['lessor', 'lessee'] },
        { name: 'Signatory', kind: 'person', aliases: ['director'] },
      ],
      relations: [{ name: 'signs_for', source: 'Signatory', target: 'Party', cues: ['signed by'] }],
    });
    const { relations } = summary(
      await run(
        signing,
        'This lease is between Harbor Estates Ltd (the "Lessor") and Blue Finch Cafe Ltd (the ' +
          '"Lessee").\n\nSigned for Harbor Estates Ltd:\nWillem de Groot, Director\n' +
          'Sanne van Dijk, Credit Manager\n\nAccepted for Blue Finch Cafe Ltd by: Katrin ' +
          'Albers, Director',
      ),
    );
    expect(relations).toEqual(
      expect.arrayContaining([
        'signs_for(Willem de Groot, Harbor Estates Ltd)',
        'signs_for(Sanne van Dijk, Harbor Estates Ltd)',
        'signs_for(Katrin Albers, Blue Finch Cafe Ltd)',
      ]),
    );
    expect(relations).not.toContain('signs_for(Katrin Albers, Harbor Estates Ltd)');
  });

  it('gives a person a party’s label or role introduces to that party, and never makes them one', async () => {
    const result = summary(
      await run(
        contract,
        'This Agreement is made between Kaltmeer Pumpentechnik GmbH (the "Supplier") and Oudaïa Hydraulique SARL (the "Buyer") (the "Agreement").\n\n' +
          'Contacts\nSupplier: Jörg Wendelstein, Export Manager.\n' +
          "The Buyer's account manager, Salma Idrissi, reviews orders.\n" +
          'Notices shall be addressed, for Kaltmeer, to Sofie Lindqvist.',
      ),
    );
    expect(result.relations).toEqual([
      'signs_for(Jörg Wendelstein, Kaltmeer Pumpentechnik GmbH)',
      'signs_for(Salma Idrissi, Oudaïa Hydraulique SARL)',
      'signs_for(Sofie Lindqvist, Kaltmeer Pumpentechnik GmbH)',
    ]);
    expect(result.entities).not.toContain('Party:Jörg Wendelstein');
  });

  it('R4.04 reads a term defined by "hereinafter" without brackets, the article inside its quotes', async () => {
    const { relations } = summary(
      await run(
        paying,
        'Between the undersigned:\n\nBrasserie du Val SRL, with registered office in Namur, hereinafter "the Shipper";\n\nand\n\nMeuse Transports SA, with registered office in Liège, hereinafter "the Carrier".\n\n3.1 The Shipper shall pay the Carrier €1,180 per full truckload.',
      ),
    );
    expect(relations).toEqual(['pays(Brasserie du Val SRL, €1,180)']);
  });

  it('R4.04 keeps a common word opening a party’s name that a legal form closes, not a verb', async () => {
    const { entities } = summary(
      await run(
        contract,
        'and\n\nTransports Routiers de la Meuse SA, with registered office in Liège.\n\nSigned for Merlion Healthcare Pte. Ltd by Tan Wei Ling.',
      ),
    );
    expect(entities).toEqual(
      expect.arrayContaining([
        'Party:Transports Routiers de la Meuse SA',
        'Party:Merlion Healthcare Pte. Ltd',
      ]),
    );
  });

  it('reads a party’s role defined without quotation marks, "(Principal)", as its introduction', async () => {
    const result = summary(
      await run(
        contract,
        'Parties\n1. Koorana Skincare Pty Ltd of 18 Enterprise Drive, Geelong (Principal)\n' +
          '2. Tasman Beauty Wholesale Limited, of 40 Nelson Street, Auckland (Distributor)\n\n' +
          '1.1 The appointment takes effect on 1 September 2024.\n' +
          '2.1 The Principal will sell the Products to the Distributor.',
      ),
    );
    expect(result.relations).toEqual([
      'dated(Koorana Skincare Pty Ltd, 1 September 2024)',
      'dated(Tasman Beauty Wholesale Limited, 1 September 2024)',
    ]);
  });

  it('keeps a defined term its party’s, though a later name opens with the party’s name or an apposition follows it', async () => {
    const companies = ontologyDocumentSchema.parse({
      ...contract,
      classes: contract.classes.map((c) =>
        c.name === 'Party' ? { ...c, aliases: [...c.aliases, 'company'] } : c,
      ),
    });
    const result = summary(
      await run(
        companies,
        '(1) Ardentia, a company registered in Ireland (the "Supplier"); and\n(2) Corcaigh Road Runners CLG, a company limited by guarantee (the "Club").\n\n' +
          'The Club organises the race, to be called "the Ardentia Lee Valley Half Marathon". The Supplier, a maker of sports drinks, wishes to sponsor it.\n\n' +
          'The Supplier shall pay the Club the fee on 1 May 2025 on behalf of Ardentia.',
      ),
    );
    expect(result.entities).not.toContain('Party:The Supplier');
    expect(result.entities).toContain('Party:Ardentia');
  });

  it("leaves out a defined date whose name says what the relation's description excludes", async () => {
    const dating = ontologyDocumentSchema.parse({
      format: 'ontoloom/v1',
      classes: [
        { name: 'Party', kind: 'organization', aliases: ['lessor', 'lessee'] },
        { name: 'When', kind: 'date', aliases: ['date'] },
      ],
      relations: [
        {
          name: 'effective_on',
          source: 'Party',
          target: 'When',
          description:
            "The party's agreement takes effect on the date. Not delivery, payment or expiry dates.",
          cues: ['made on'],
        },
      ],
    });
    const { relations } = summary(
      await run(
        dating,
        'This lease is made between Harbor Estates Ltd (the "Lessor") and Blue Finch Cafe Ltd ' +
          '(the "Lessee").\n\n2. Term. The lease runs from 1 April 2025 (the "Commencement ' +
          'Date") to 31 March 2030 (the "Final Maturity Date").\n\nTermination Date: 30 June 2031',
      ),
    );
    expect(relations).toContain('effective_on(Harbor Estates Ltd, 1 April 2025)');
    expect(relations.filter((r) => /2030|2031/.test(r))).toEqual([]);
  });

  it('takes one value written two ways for one entity, labelled with its fullest writing', async () => {
    const { entities } = summary(
      await run(
        contract,
        'This agreement is dated 2025-01-12. Effective date: 12 January 2025. The fee is ' +
          'EUR 1200, invoiced as EUR 1,200.00.',
      ),
    );
    expect(entities.filter((e) => e.startsWith('When:'))).toEqual(['When:12 January 2025']);
    expect(entities.filter((e) => e.startsWith('Amount:'))).toEqual(['Amount:EUR 1,200.00']);
  });

  it('gives a date the document states of itself to each party it introduces, not an end or a deadline', async () => {
    const { relations } = summary(
      await run(
        contract,
        'SUPPLY AGREEMENT\n\n(1) Harrowgate Packaging Limited (the "Supplier")\n' +
          '(2) Mellor and Daunt Foods Limited (the "Customer")\n\n' +
          'This Agreement has been entered into on 9 October 2023.\n' +
          'The Goods shall be delivered no later than 30 June 2024. The prices remain fixed until ' +
          '31 March 2025, and the Customer shall pay £25,000 on 15 January 2024. This Agreement ' +
          'expires on 1 May 2027.',
      ),
    );
    expect(relations.filter((r) => r.startsWith('dated('))).toEqual([
      'dated(Harrowgate Packaging Limited, 9 October 2023)',
      'dated(Mellor and Daunt Foods Limited, 9 October 2023)',
    ]);
  });

  it("reads a Luxembourg fund's legal form (SCSp) as a party's, not a place's", async () => {
    const acting = ontologyDocumentSchema.parse({
      ...contract,
      relations: [{ name: 'signs_for', source: 'Signatory', target: 'Party', cues: ['acting by'] }],
    });
    const { entities, relations } = summary(
      await run(
        acting,
        'Accepted and agreed on 22 October 2025:\n' +
          'Eastbridge Infrastructure Credit Fund SCSp, acting by its manager, Marco Feliciani\n',
      ),
    );
    expect(entities).toContain('Party:Eastbridge Infrastructure Credit Fund SCSp');
    expect(entities).not.toContain('Jurisdiction:Eastbridge Infrastructure Credit Fund SCSp');
    expect(relations).toEqual([
      'signs_for(Marco Feliciani, Eastbridge Infrastructure Credit Fund SCSp)',
    ]);
  });

  it('takes a supplier a schedule names after both parties for no subject of the document', async () => {
    const { relations } = summary(
      await run(
        contract,
        'SCHEDULE 1 – PARTICULARS\n\nItem 1. Date of Agreement: 14 March 2024\n' +
          'Item 2. Franchisor: Mochiro Franchising Pty Ltd (ACN 611 402 937)\n' +
          'Item 3. Franchisee: Velwyn Hospitality Pty Ltd (ACN 644 019 552)\n' +
          'Item 4. Territory: south-east Queensland\n' +
          'Item 5. Approved Supplier: Kanbei Foods Pty Ltd\n',
      ),
    );
    expect(relations.filter((r) => r.includes('Kanbei'))).toEqual([]);
  });

  it('gives the date a deed in capitals is made on to each numbered party, one-word names too', async () => {
    const made = ontologyDocumentSchema.parse({
      ...contract,
      classes: contract.classes.map((c) =>
        c.name === 'Party' ? { ...c, aliases: [...c.aliases, 'company'] } : c,
      ),
      relations: [{ name: 'dated', source: 'Party', target: 'When', cues: ['made on'] }],
    });
    const { relations } = summary(
      await run(
        made,
        'THIS DEED OF VARIATION is made on 22 April 2024\n\nBETWEEN\n' +
          '(1) Ardentia, an unlimited company registered in Ireland (the "Landlord"); and\n' +
          '(2) Pellow & Daughters Bakery Ltd, incorporated in England (the "Tenant").',
      ),
    );
    expect(relations).toEqual([
      'dated(Ardentia, 22 April 2024)',
      'dated(Pellow & Daughters Bakery Ltd, 22 April 2024)',
    ]);
  });

  it('quotes "takes effect on" as what states the date of each party\'s agreement', async () => {
    const effect = ontologyDocumentSchema.parse({
      ...contract,
      relations: [
        { name: 'effective_on', source: 'Party', target: 'When', cues: ['with effect from'] },
      ],
    });
    const result = await run(
      effect,
      'RENTAL AGREEMENT between Cobblecreek Lift & Rig, Inc. (the "Supplier") and Kelderwick ' +
        'Builders Ltd (the "Buyer").\n\n2. Term. This agreement takes effect on May 6, 2024.',
    );
    expect(summary(result).relations).toEqual([
      'effective_on(Cobblecreek Lift & Rig, Inc, May 6, 2024)',
      'effective_on(Kelderwick Builders Ltd, May 6, 2024)',
    ]);
    expect(result.relations.map((r) => r.provenance[0]!.text)).toEqual([
      'takes effect on May 6, 2024',
      'takes effect on May 6, 2024',
    ]);
  });

  it('takes a call-off order for a document, not a party, though a verb of its dates follows it', async () => {
    const effect = ontologyDocumentSchema.parse({
      ...contract,
      relations: [
        { name: 'effective_on', source: 'Party', target: 'When', cues: ['with effect from'] },
      ],
    });
    const { entities } = summary(
      await run(
        effect,
        'This Call-Off Order is made between Bayan Lestari Water Services Sdn. Bhd. (the ' +
          '"Buyer") and Kestrel Pumps Limited (the "Supplier").\n\n' +
          'E2. This Call-Off Order takes effect on 12 May 2025.',
      ),
    );
    expect(entities).not.toContain('Party:Call-Off Order');
  });

  it("reads a signature block's signer, a title after the name, as signing for the party the block is headed by", async () => {
    const { relations } = summary(
      await run(
        contract,
        'This agreement is made between Arbutus Digital Services Inc. ("Arbutus") and Vantor ' +
          'Stores Limited ("Vantor").\n\nAgreed and accepted:\n\nARBUTUS DIGITAL SERVICES INC.\n' +
          'per: Graham Thorsteinson, President\nI have authority to bind the corporation.',
      ),
    );
    expect(relations.filter((r) => r.startsWith('signs_for('))).toEqual([
      'signs_for(Graham Thorsteinson, Arbutus Digital Services Inc)',
    ]);
  });

  it('reads an execution line, "<party>, by <person>, <title>", as the person signing for the party', async () => {
    const { relations } = summary(
      await run(
        contract,
        'This Loan Agreement is made between Eastbridge Capital Fund SCSp (the "Lender") and ' +
          'Kaffrine Soleil Énergie SA (the "Borrower").\n\nAccepted and agreed on 22 October ' +
          '2025:\nKaffrine Soleil Énergie SA, by Aminata Sow Ndiaye, Directrice Générale\n',
      ),
    );
    expect(relations.filter((r) => r.startsWith('signs_for('))).toEqual([
      'signs_for(Aminata Sow Ndiaye, Kaffrine Soleil Énergie SA)',
    ]);
  });

  it('reads "SIGNED for and on behalf of <party>" then "by <person>" on the next line as that person signing', async () => {
    const { relations } = summary(
      await run(
        contract,
        'This agreement is made between Halvenor Biotech AB ("Halvenor") and Ciervo Lumina ' +
          'S.L. ("Ciervo").\n\nSIGNED for and on behalf of Ciervo Lumina S.L.\n' +
          'by Inés Ortúzar Beltrán, Consejera Delegada, on 16 February 2024\n',
      ),
    );
    expect(relations.filter((r) => r.startsWith('signs_for('))).toEqual([
      'signs_for(Inés Ortúzar Beltrán, Ciervo Lumina S.L)',
    ]);
  });

  it('reads signers listed with their titles in brackets, each for the party of their own item', async () => {
    const signing = ontologyDocumentSchema.parse({
      ...contract,
      relations: [
        {
          name: 'signs_for',
          source: 'Signatory',
          target: 'Party',
          cues: ['signed by', 'authorised signatory'],
        },
      ],
    });
    const { relations } = summary(
      await run(
        signing,
        'This agreement is made between Orbisure Payments Europe S.A. (the "Supplier") and ' +
          'Vantor Stores Limited (the "Buyer").\n\n' +
          'Signatories: for Orbisure, Luc Weber (Head of Merchant Sales) and Anne-Sophie ' +
          'Hoffmann (authorised signatory); for Vantor Stores Limited, Keith Marlowe.\n\n' +
          'Signed by Velwyn Hospitality Pty Ltd by Declan Fairweather (Director) and Mei-Lin ' +
          'Castellanos (Company Secretary).',
      ),
    );
    expect(relations).toContain('signs_for(Mei-Lin Castellanos, Velwyn Hospitality Pty Ltd)');
    expect(relations).toContain('signs_for(Declan Fairweather, Velwyn Hospitality Pty Ltd)');
    expect(relations).not.toContain('signs_for(Anne-Sophie Hoffmann, Vantor Stores Limited)');
    expect(relations).not.toContain('signs_for(Luc Weber, Vantor Stores Limited)');
  });

  it('gives a summary\'s "Governing law:" field to each party, though no cue of the relation says so', async () => {
    const { relations } = summary(
      await run(
        contract,
        'CONTRACT SUMMARY\n\nThis agreement is made between Orbisure Payments Europe S.A. (the ' +
          '"Supplier") and Vantor Stores Limited (the "Buyer").\n\n' +
          'Governing law: England and Wales; exclusive jurisdiction of the English courts.',
      ),
    );
    expect(relations.filter((r) => r.startsWith('governed_by('))).toEqual([
      'governed_by(Orbisure Payments Europe S.A, England and Wales)',
      'governed_by(Vantor Stores Limited, England and Wales)',
    ]);
  });

  it('takes a document’s name for no party, and finds the parties it introduces among many names', async () => {
    const { entities, relations } = summary(
      await run(
        contract,
        'This Consulting Services Agreement (this "Agreement") is made by and between Palomar ' +
          'Orchards Cooperative, Inc. ("Client") and Meridian Sixteen Consulting LLC ("Consultant").\n\n' +
          'Consultant may engage Hollis Water Engineering, Inc. or Tarrant Flow Systems Ltd, and ' +
          'Client may consult Verdell Packing Company Ltd on packing.\n\n' +
          'This Agreement shall be governed by the law of Ireland.',
      ),
    );
    expect(entities).not.toContain('Party:Consulting Services Agreement');
    expect(relations.filter((r) => r.startsWith('governed_by('))).toEqual([
      'governed_by(Meridian Sixteen Consulting LLC, Ireland)',
      'governed_by(Palomar Orchards Cooperative, Inc, Ireland)',
    ]);
  });
});
