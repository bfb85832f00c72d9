import { ontologyDocumentSchema } from '@ontoloom/contract/domain';
import { run, summary } from './fixtures/rules-chunks';

// What a party supplies, read from the verb that says so, for the one class of kind `product`, and
// who pays the sums a document states alone.
// Every sentence here is invented.

const supply = ontologyDocumentSchema.parse({
  format: 'ontoloom/v1',
  classes: [
    { name: 'Party', kind: 'organization', aliases: ['party', 'supplier', 'buyer'] },
    {
      name: 'Product',
      kind: 'product',
      description:
        'Goods or services a party supplies, named by brand or model or described as the thing supplied.',
      aliases: ['goods', 'services', 'equipment'],
    },
  ],
  relations: [{ name: 'supplies', source: 'Party', target: 'Product', cues: ['shall supply'] }],
});

// The same, where the class says its things are named.
const named = ontologyDocumentSchema.parse({
  ...supply,
  classes: [
    supply.classes[0],
    {
      ...supply.classes[1],
      description: 'A named product or service; generic categories are not products.',
    },
  ],
});

const products = (entities: string[]) =>
  entities.filter((e) => e.startsWith('Product:')).map((e) => e.slice('Product:'.length));

describe('rules engine: things supplied, from the verb that supplies them', () => {
  it('reads what a verb governs, item by item, without quantities, articles or recipients', async () => {
    const { entities, relations } = summary(
      await run(
        supply,
        'Tarrow Instruments Ltd (the "Supplier") and Belcastle Water plc (the "Buyer") agree as follows. ' +
          'The Supplier shall supply to the Buyer 40 units of the Tarrow FM-7 clamp-on flow meter, together ' +
          'with 40 DL-9 data loggers (10 m cable, grey), for installation at the Buyer’s Ashby and Corwen ' +
          'plants. It will also provide on-site commissioning and calibration services for each unit.',
      ),
    );
    expect(products(entities)).toEqual([
      'DL-9 data loggers',
      'Tarrow FM-7 clamp-on flow meter',
      'on-site commissioning and calibration services',
    ]);
    expect(relations).toEqual([
      'supplies(Tarrow Instruments Ltd, DL-9 data loggers)',
      'supplies(Tarrow Instruments Ltd, Tarrow FM-7 clamp-on flow meter)',
      'supplies(Tarrow Instruments Ltd, on-site commissioning and calibration services)',
    ]);
  });

  it('takes no name joined to a defined term by a bare "the" for the supplier', async () => {
    const { entities, relations } = summary(
      await run(
        supply,
        'Tarrow Instruments Ltd (the "Supplier") and Belcastle Water plc (the "Buyer") agree. ' +
          'Under this Call-Off Order the Supplier shall supply 40 DL-9 data loggers.',
      ),
    );
    expect(entities).not.toContain('Party:Call-Off Order the Supplier');
    expect(relations).toEqual(['supplies(Tarrow Instruments Ltd, DL-9 data loggers)']);
  });

  it('reads a list the verb opens, and what a recital says a party sells under a name', async () => {
    const { entities } = summary(
      await run(
        supply,
        'Harlow Advisory LLP will provide:\n(a) data-platform migration advisory services, covering ' +
          'discovery, target design and cut-over planning; and\n(b) a two-day data governance workshop.\n\n' +
          'Pellworth Packaging Limited manufactures food packaging, including trays sold under the name ' +
          'EcoDish 40.',
      ),
    );
    expect(products(entities)).toEqual([
      'EcoDish 40',
      'data-platform migration advisory services',
      'food packaging',
      'two-day data governance workshop',
    ]);
  });

  it('takes the subject only where it stands before the verb, "we" where a party is so called', async () => {
    const { relations } = summary(
      await run(
        supply,
        'This letter is from Kestrow Logistics Ltd ("Kestrow", "we" or "us") to Oakham Garden Centres ' +
          'Limited ("Oakham" or "you"). Under the Agreement we provide pallet storage at our Bellshill ' +
          'warehouse. Oakham Garden Centres Limited wishes to grant the exclusive right to provide ' +
          'residential catering.',
      ),
    );
    expect(relations).toEqual(['supplies(Kestrow Logistics Ltd, pallet storage)']);
  });

  it('reads a priced table’s rows and a heading’s list, supplied by the supplier', async () => {
    const { entities, relations } = summary(
      await run(
        supply,
        'Provider: Tallis Cloud Systems, Inc.\nBuyer: Lakeshore Bank of Commerce\n\n' +
          'Tallis Ledger Suite (250 named users)        $186,000\n' +
          'Tallis Audit Enterprise (add-on module)       $22,500\n' +
          '10 | 700-1182 | M12 x 60 A4-80 stainless hex bolts | 20,000 | USD 8,400.00\n' +
          'Total first-year fees: $216,900\n\nLICENSED SOFTWARE AND SERVICES\n' +
          '- Routemere Driver mobile app, up to 220 named users\n',
      ),
    );
    expect(products(entities)).toEqual([
      'M12 x 60 A4-80 stainless hex bolts',
      'Routemere Driver mobile app',
      'Tallis Audit Enterprise',
      'Tallis Ledger Suite',
    ]);
    expect(relations.filter((r) => r.startsWith('supplies('))).toEqual([
      'supplies(Tallis Cloud Systems, Inc, M12 x 60 A4-80 stainless hex bolts)',
      'supplies(Tallis Cloud Systems, Inc, Routemere Driver mobile app)',
      'supplies(Tallis Cloud Systems, Inc, Tallis Audit Enterprise)',
      'supplies(Tallis Cloud Systems, Inc, Tallis Ledger Suite)',
    ]);
  });

  it('takes no notice, clause or person for a thing, nor a described thing where things are named', async () => {
    const text =
      'Grantley Foods Ltd shall provide written notice to the Buyer and will provide its own trained ' +
      'operators. Grantley Foods Ltd sells its Crispwell crisps and frozen ready meals.';
    expect(products(summary(await run(supply, text)).entities)).toEqual([
      'Crispwell crisps',
      'frozen ready meals',
    ]);
    expect(products(summary(await run(named, text)).entities)).toEqual(['Crispwell']);
  });
});

const paying = ontologyDocumentSchema.parse({
  format: 'ontoloom/v1',
  classes: [
    { name: 'Party', kind: 'organization', aliases: ['party', 'supplier', 'customer'] },
    { name: 'Amount', kind: 'money', aliases: ['fee', 'price'] },
  ],
  relations: [
    {
      name: 'pays',
      source: 'Party',
      target: 'Amount',
      description: 'The party pays, or must pay, the amount.',
      cues: ['shall pay'],
    },
  ],
});

describe('rules engine: the sums a document states alone are its payer’s', () => {
  it('gives each sum nothing relates to the party the text says pays, not caps or rebates', async () => {
    const { relations } = summary(
      await run(
        paying,
        'Client: Ardenholt Homes Ltd, a charity registered in Scotland\n' +
          'Consultant: Feldwick & Rowe LLP, a partnership registered in England\n\n' +
          'Milestone | Fee\nM1 Discovery report | £18,400\nM2 Design review | £22,900\n\n' +
          'Fees are payable by Ardenholt Homes Ltd within 30 days. Feldwick & Rowe LLP shall pay Ardenholt ' +
          'Housing a rebate of £900 if M2 is late. The Consultant’s liability is capped at £50,000.',
      ),
    );
    expect(relations).toEqual([
      'pays(Ardenholt Homes Ltd, £18,400)',
      'pays(Ardenholt Homes Ltd, £22,900)',
      'pays(Feldwick & Rowe LLP, £900)',
    ]);
  });

  it('gives a sum a cue without a verb of paying pairs with a party to the payer', async () => {
    const fees = ontologyDocumentSchema.parse({
      ...paying,
      relations: [{ ...paying.relations[0]!, cues: ['shall pay', 'fee of'] }],
    });
    const { relations } = summary(
      await run(
        fees,
        'Sponsor: Cerveceria Andina SA\nOrganiser: Pacifico Eventos SpA\n\nThe Sponsor shall pay ' +
          'each invoice within 30 days. Pacifico Eventos SpA grants naming rights for a fee of ' +
          'CLP 450,000,000.',
      ),
    );
    expect(relations).toEqual(['pays(Cerveceria Andina SA, CLP 450,000,000)']);
  });

  it('takes the party whose part is the paying side’s where no one is said to pay', async () => {
    const text =
      'Supplier: Kaltwick Pumpen GmbH\nDistributor: Oudara Hydraulique SARL\n\n' +
      'Prices\nA1 pump ........ €1,870 per unit\nA2 controller ........ €640 per unit';
    expect(summary(await run(paying, text)).relations).toEqual([
      'pays(Oudara Hydraulique SARL, €1,870)',
      'pays(Oudara Hydraulique SARL, €640)',
    ]);
  });

  it('reads the paying side’s part from a numbered item of particulars', async () => {
    const text =
      'SCHEDULE 1 – PARTICULARS\nItem 2. Franchisor: Mochiro Franchising Pty Ltd\n' +
      'Item 3. Franchisee: Velwyn Hospitality Pty Ltd\n' +
      'Item 7. Initial Franchise Fee: A$48,000 (exclusive of GST)\n';
    expect(summary(await run(paying, text)).relations).toEqual([
      'pays(Velwyn Hospitality Pty Ltd, A$48,000)',
    ]);
  });
});

describe('rules engine: a product named with its owner', () => {
  const makers = ontologyDocumentSchema.parse({
    format: 'ontoloom/v1',
    classes: [
      { name: 'Company', kind: 'organization', aliases: ['company'] },
      {
        name: 'Product',
        kind: 'product',
        description: 'A named product; generic categories are not products.',
      },
    ],
    relations: [{ name: 'produces', source: 'Company', target: 'Product', cues: ['maker of'] }],
  });

  it('reads "Name, its <noun>", "<owner>’s <noun>, Name" and a name unveiled', async () => {
    const { relations } = summary(
      await run(
        makers,
        'Sollis Pharma jumped after regulators approved Neuvira, its once-monthly migraine ' +
          'injection. Tessaly Grid Ltd grew too: Tessaly Grid Ltd’s software, GridSage, balances storage. ' +
          'Ferrotipa SpA unveiled the Cirrus 1700 at a customer event.',
      ),
    );
    expect(relations).toEqual([
      'produces(Ferrotipa SpA, Cirrus 1700)',
      'produces(Sollis Pharma, Neuvira)',
      'produces(Tessaly Grid Ltd, GridSage)',
    ]);
  });
});
