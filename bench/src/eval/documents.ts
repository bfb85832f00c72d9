import type { GoldDocument, ScoredDomain } from '../extraction-scoring';
import { academiaOntology, businessOntology, medicineOntology } from './ontologies';

export type { GoldDocument };

export type EvaluationDomain = ScoredDomain;

// Written for this evaluation (news-like prose, three domains); the gold annotations record what
// the text states, whether or not the rules engine can find it.
export const EVALUATION_SET: EvaluationDomain[] = [
  {
    domain: 'business',
    ontology: businessOntology,
    documents: [
      {
        id: 'b1',
        text: 'Acme Corporation, a manufacturer of industrial sensors, was founded by Helen Park in 1987. The company is headquartered in Berlin and employs 4,200 people. In 2019 Acme Corporation acquired Nordlicht GmbH, a small firm based in Munich. Helen Park remains chairman, while Omar Haddad is chief executive of Acme Corporation. Revenue reached €1.2 billion last year.',
        entities: [
          ['Company', 'Acme Corporation'],
          ['Company', 'Nordlicht GmbH'],
          ['Person', 'Helen Park'],
          ['Person', 'Omar Haddad'],
          ['City', 'Berlin'],
          ['City', 'Munich'],
        ],
        relations: [
          ['founded_by', 'Acme Corporation', 'Helen Park'],
          ['headquartered_in', 'Acme Corporation', 'Berlin'],
          ['acquired', 'Acme Corporation', 'Nordlicht GmbH'],
          ['headquartered_in', 'Nordlicht GmbH', 'Munich'],
          ['ceo_of', 'Omar Haddad', 'Acme Corporation'],
        ],
      },
      {
        id: 'b2',
        text: 'Globex opened its new headquarters in Austin last spring. The firm was started by Rachel Kim and Tomás Rivera, who met at a startup incubator in Seattle. Rachel Kim is now CEO of Globex. Globex bought the payments startup Finly for $85 million in March 2022. Finly had been based in Toronto.',
        entities: [
          ['Company', 'Globex'],
          ['Company', 'Finly'],
          ['Person', 'Rachel Kim'],
          ['Person', 'Tomás Rivera'],
          ['City', 'Austin'],
          ['City', 'Seattle'],
          ['City', 'Toronto'],
        ],
        relations: [
          ['headquartered_in', 'Globex', 'Austin'],
          ['founded_by', 'Globex', 'Rachel Kim'],
          ['founded_by', 'Globex', 'Tomás Rivera'],
          ['ceo_of', 'Rachel Kim', 'Globex'],
          ['acquired', 'Globex', 'Finly'],
          ['headquartered_in', 'Finly', 'Toronto'],
        ],
      },
      {
        id: 'b3',
        text: 'Initech reported lower profits this quarter. Its founder, Bill Lumbergh, stepped down after twenty years. The board named Samira Nasser, previously at Vandelay Industries, as the new CEO of Initech. Vandelay Industries, a retailer headquartered in London, declined to comment. Initech employs about 900 people in Paris and Lyon.',
        entities: [
          ['Company', 'Initech'],
          ['Company', 'Vandelay Industries'],
          ['Person', 'Bill Lumbergh'],
          ['Person', 'Samira Nasser'],
          ['City', 'London'],
          ['City', 'Paris'],
          ['City', 'Lyon'],
        ],
        relations: [
          ['founded_by', 'Initech', 'Bill Lumbergh'],
          ['ceo_of', 'Samira Nasser', 'Initech'],
          ['headquartered_in', 'Vandelay Industries', 'London'],
        ],
      },
      {
        id: 'b4',
        text: 'The Tokyo firm Hoshino Robotics was established by Kenji Sato in 2004. It makes warehouse robots and sells them through Orbital Ltd, a distributor based in London. Contact the press office at press@hoshino-robotics.example or visit https://hoshino-robotics.example for details. Kenji Sato leads Hoshino Robotics to this day.',
        entities: [
          ['Company', 'Hoshino Robotics'],
          ['Company', 'Orbital Ltd'],
          ['Person', 'Kenji Sato'],
          ['City', 'Tokyo'],
          ['City', 'London'],
        ],
        relations: [
          ['founded_by', 'Hoshino Robotics', 'Kenji Sato'],
          ['headquartered_in', 'Hoshino Robotics', 'Tokyo'],
          ['headquartered_in', 'Orbital Ltd', 'London'],
          ['ceo_of', 'Kenji Sato', 'Hoshino Robotics'],
        ],
      },
    ],
  },
  {
    domain: 'medicine',
    ontology: medicineOntology,
    documents: [
      {
        id: 'm1',
        text: 'Metformin is the first-line medication for diabetes. It is made by many generic manufacturers. Patients who cannot tolerate metformin may receive insulin, which also treats diabetes. Doctors monitor kidney function during treatment.',
        entities: [
          ['Drug', 'metformin'],
          ['Drug', 'insulin'],
          ['Disease', 'diabetes'],
        ],
        relations: [
          ['treats', 'metformin', 'diabetes'],
          ['treats', 'insulin', 'diabetes'],
        ],
      },
      {
        id: 'm2',
        text: 'Atorvastatin is used to treat high cholesterol and was developed by Pfizer. Lisinopril treats hypertension and heart failure. Both drugs are widely prescribed.',
        entities: [
          ['Drug', 'Atorvastatin'],
          ['Drug', 'Lisinopril'],
          ['Disease', 'high cholesterol'],
          ['Disease', 'hypertension'],
          ['Disease', 'heart failure'],
          ['Organization', 'Pfizer'],
        ],
        relations: [
          ['treats', 'Atorvastatin', 'high cholesterol'],
          ['manufactured_by', 'Atorvastatin', 'Pfizer'],
          ['treats', 'Lisinopril', 'hypertension'],
          ['treats', 'Lisinopril', 'heart failure'],
        ],
      },
      {
        id: 'm3',
        text: 'Influenza spreads quickly in winter. Oseltamivir, sold by Roche under the name Tamiflu, shortens the illness when taken early. Amoxicillin is an antibiotic against pneumonia caused by bacteria, but it does not work against influenza.',
        entities: [
          ['Disease', 'influenza'],
          ['Disease', 'pneumonia'],
          ['Drug', 'Oseltamivir'],
          ['Drug', 'Tamiflu'],
          ['Drug', 'Amoxicillin'],
          ['Organization', 'Roche'],
        ],
        relations: [
          ['treats', 'Oseltamivir', 'influenza'],
          ['manufactured_by', 'Oseltamivir', 'Roche'],
          ['treats', 'Amoxicillin', 'pneumonia'],
        ],
      },
      {
        id: 'm4',
        text: 'Sumatriptan relieves migraine attacks within an hour. Novartis manufactures erenumab, an antibody for the prevention of migraine. Asthma patients should avoid some of these medicines; salbutamol remains the usual treatment for asthma.',
        entities: [
          ['Drug', 'Sumatriptan'],
          ['Drug', 'erenumab'],
          ['Drug', 'salbutamol'],
          ['Disease', 'migraine'],
          ['Disease', 'asthma'],
          ['Organization', 'Novartis'],
        ],
        relations: [
          ['treats', 'Sumatriptan', 'migraine'],
          ['manufactured_by', 'erenumab', 'Novartis'],
          ['treats', 'erenumab', 'migraine'],
          ['treats', 'salbutamol', 'asthma'],
        ],
      },
    ],
  },
  {
    domain: 'academia',
    ontology: academiaOntology,
    documents: [
      {
        id: 'a1',
        text: 'Professor Lena Vogel works at ETH Zurich, where she leads a quantum optics group. She studied at the University of Vienna and received the Humboldt Prize in 2018. Her former student, Arjun Mehta, joined Stanford University last year.',
        entities: [
          ['Researcher', 'Lena Vogel'],
          ['Researcher', 'Arjun Mehta'],
          ['University', 'ETH Zurich'],
          ['University', 'University of Vienna'],
          ['University', 'Stanford University'],
          ['Award', 'Humboldt Prize'],
        ],
        relations: [
          ['works_at', 'Lena Vogel', 'ETH Zurich'],
          ['studied_at', 'Lena Vogel', 'University of Vienna'],
          ['received', 'Lena Vogel', 'Humboldt Prize'],
          ['works_at', 'Arjun Mehta', 'Stanford University'],
        ],
      },
      {
        id: 'a2',
        text: 'The Turing Award went to Grace Liu for her work on distributed databases. Liu is a professor at MIT and graduated from Tsinghua University. She shares the prize with David Okafor, a researcher at the University of Lagos.',
        entities: [
          ['Award', 'Turing Award'],
          ['Researcher', 'Grace Liu'],
          ['Researcher', 'David Okafor'],
          ['University', 'MIT'],
          ['University', 'Tsinghua University'],
          ['University', 'University of Lagos'],
        ],
        relations: [
          ['received', 'Grace Liu', 'Turing Award'],
          ['works_at', 'Grace Liu', 'MIT'],
          ['studied_at', 'Grace Liu', 'Tsinghua University'],
          ['received', 'David Okafor', 'Turing Award'],
          ['works_at', 'David Okafor', 'University of Lagos'],
        ],
      },
      {
        id: 'a3',
        text: 'Marie Dubois, a mathematician at the University of Lyon, won the Fields Medal in 2022. She earned her PhD from Sorbonne University. Colleagues at the Institute for Advanced Study in Princeton had invited her as a visiting scholar.',
        entities: [
          ['Researcher', 'Marie Dubois'],
          ['University', 'University of Lyon'],
          ['University', 'Sorbonne University'],
          ['University', 'Institute for Advanced Study'],
          ['Award', 'Fields Medal'],
        ],
        relations: [
          ['works_at', 'Marie Dubois', 'University of Lyon'],
          ['received', 'Marie Dubois', 'Fields Medal'],
          ['studied_at', 'Marie Dubois', 'Sorbonne University'],
        ],
      },
      {
        id: 'a4',
        text: 'Dr. Kwame Mensah teaches at the University of Ghana and studies malaria genetics. In 2021 he was awarded the Royal Medal for his research. He can be reached at k.mensah@ug.example.',
        entities: [
          ['Researcher', 'Kwame Mensah'],
          ['University', 'University of Ghana'],
          ['Award', 'Royal Medal'],
        ],
        relations: [
          ['works_at', 'Kwame Mensah', 'University of Ghana'],
          ['received', 'Kwame Mensah', 'Royal Medal'],
        ],
      },
    ],
  },
];
