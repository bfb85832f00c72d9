import type { EvaluationDomain } from './documents';
import { academiaOntology, businessOntology, medicineOntology } from './ontologies';

// A second set, written when the engine learned coreference ("She", "The company"): new names and
// wordings, used to check that the figures do not come from fitting the first set. Annotated, like
// the first, with what the text states, not with what the engine finds.
export const HELD_OUT_SET: EvaluationDomain[] = [
  {
    domain: 'business',
    ontology: businessOntology,
    documents: [
      {
        id: 'hb1',
        text: 'Brightwater Labs was co-founded by Ines Moreau in 2011. The startup is based in Lyon and sells water sensors to farms. Last year it bought Quellfluss AG, a firm headquartered in Munich. Moreau is still CEO of Brightwater Labs.',
        entities: [
          ['Company', 'Brightwater Labs'],
          ['Company', 'Quellfluss AG'],
          ['Person', 'Ines Moreau'],
          ['City', 'Lyon'],
          ['City', 'Munich'],
        ],
        relations: [
          ['founded_by', 'Brightwater Labs', 'Ines Moreau'],
          ['headquartered_in', 'Brightwater Labs', 'Lyon'],
          ['acquired', 'Brightwater Labs', 'Quellfluss AG'],
          ['headquartered_in', 'Quellfluss AG', 'Munich'],
          ['ceo_of', 'Ines Moreau', 'Brightwater Labs'],
        ],
      },
      {
        id: 'hb2',
        text: 'Tomasz Wirth runs Kestrel Freight, a distributor with offices in Paris. He started his career at Initech. The company was established by his father, Jan Wirth, in 1979, and it took over Alder Logistics Ltd in 2015.',
        entities: [
          ['Company', 'Kestrel Freight'],
          ['Company', 'Initech'],
          ['Company', 'Alder Logistics Ltd'],
          ['Person', 'Tomasz Wirth'],
          ['Person', 'Jan Wirth'],
          ['City', 'Paris'],
        ],
        relations: [
          ['ceo_of', 'Tomasz Wirth', 'Kestrel Freight'],
          ['founded_by', 'Kestrel Freight', 'Jan Wirth'],
          ['acquired', 'Kestrel Freight', 'Alder Logistics Ltd'],
        ],
      },
    ],
  },
  {
    domain: 'medicine',
    ontology: medicineOntology,
    documents: [
      {
        id: 'hm1',
        text: 'Valsartan lowers blood pressure and is used to treat hypertension. The drug was developed by Novartis. Clinicians also prescribe it for heart failure when other medicines fail.',
        entities: [
          ['Drug', 'Valsartan'],
          ['Disease', 'hypertension'],
          ['Disease', 'heart failure'],
          ['Organization', 'Novartis'],
        ],
        relations: [
          ['treats', 'Valsartan', 'hypertension'],
          ['manufactured_by', 'Valsartan', 'Novartis'],
          ['treats', 'Valsartan', 'heart failure'],
        ],
      },
      {
        id: 'hm2',
        text: 'Acyclovir is an antiviral medication. It is produced by several companies, among them Pfizer, and relieves the symptoms of shingles. Ibuprofen treats fever but not the infection itself.',
        entities: [
          ['Drug', 'Acyclovir'],
          ['Drug', 'ibuprofen'],
          ['Organization', 'Pfizer'],
        ],
        relations: [['manufactured_by', 'Acyclovir', 'Pfizer']],
      },
    ],
  },
  {
    domain: 'academia',
    ontology: academiaOntology,
    documents: [
      {
        id: 'ha1',
        text: 'Dr. Sofia Lindqvist is a chemist at the University of Oslo. She studied at Uppsala University and won the Wolf Prize in 2020. Her colleague Pedro Alves, who graduated from the University of Porto, received the Nobel Prize two years later.',
        entities: [
          ['Researcher', 'Sofia Lindqvist'],
          ['Researcher', 'Pedro Alves'],
          ['University', 'University of Oslo'],
          ['University', 'Uppsala University'],
          ['University', 'University of Porto'],
          ['Award', 'Wolf Prize'],
          ['Award', 'Nobel Prize'],
        ],
        relations: [
          ['works_at', 'Sofia Lindqvist', 'University of Oslo'],
          ['studied_at', 'Sofia Lindqvist', 'Uppsala University'],
          ['received', 'Sofia Lindqvist', 'Wolf Prize'],
          ['studied_at', 'Pedro Alves', 'University of Porto'],
          ['received', 'Pedro Alves', 'Nobel Prize'],
        ],
      },
      {
        id: 'ha2',
        text: 'Hiroshi Tanaka joined Kyoto University in 1998. In 2009 he received the Japan Prize for work on batteries. The physicist later taught at Stanford University.',
        entities: [
          ['Researcher', 'Hiroshi Tanaka'],
          ['University', 'Kyoto University'],
          ['University', 'Stanford University'],
          ['Award', 'Japan Prize'],
        ],
        relations: [
          ['works_at', 'Hiroshi Tanaka', 'Kyoto University'],
          ['received', 'Hiroshi Tanaka', 'Japan Prize'],
          ['works_at', 'Hiroshi Tanaka', 'Stanford University'],
        ],
      },
    ],
  },
];
