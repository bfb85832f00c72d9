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
  ],
  relations: [
    {
      name: 'governed_by',
      source: 'Party',
      target: 'Jurisdiction',
      cues: ['governed by the law of'],
    },
  ],
});

describe('rules engine: the contract genre', () => {
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
});
