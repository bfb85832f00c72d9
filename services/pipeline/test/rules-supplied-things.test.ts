import { ontologyDocumentSchema } from '@ontoloom/contract/domain';
import { run, summary } from './fixtures/rules-chunks';

// What a party supplies, read from the verb that says so, for the one class of kind `product`.
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
