import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ChunkingParameters } from '@ontoloom/contract';
import { RecursiveCharacterTextSplitter } from '@langchain/textsplitters';
import { chunkPages, extractDocument } from '@ontoloom/pipeline';
import type { DocumentPage } from '@ontoloom/pipeline';
import { fixed, heading, medianMs } from './timing';

const TARGET_BYTES = 8 * 1024 * 1024;
const SIZE = 1000;
const OVERLAP = 200;

const WORDS =
  'the of and to in is that for it as was with be by on not he this are or his from at which but have an they you were her she there one all we their been has when who will more no if out so said what up its about than into them can only other new some could time these two may then do first any my now such like our over man me even most made after also did many before must through back years where much your way well down should because each just those people how too little state good very make world still own see men work long get here between both life being under never day same another know while last might us great old year off come since against go came right used take three'.split(
    ' ',
  );

/** Prose with paragraphs, headings and wrapped lines, from a fixed seed. */
const generatedText = (bytes: number): string => {
  let seed = 42;
  const next = (n: number): number => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed % n;
  };
  const parts: string[] = [];
  let length = 0;
  while (length < bytes) {
    let paragraph = '';
    if (next(8) === 0) paragraph = `## Section ${parts.length}\n\n`;
    const sentences = 2 + next(7);
    for (let s = 0; s < sentences; s += 1) {
      const words = Array.from({ length: 6 + next(18) }, () => WORDS[next(WORDS.length)]!);
      const sentence = `${words.join(' ')}.`;
      paragraph += `${sentence[0]!.toUpperCase()}${sentence.slice(1)} `;
    }
    parts.push(paragraph.trim());
    length += paragraph.length + 2;
  }
  return parts.join('\n\n');
};

/** Licence texts Debian installs (hard-wrapped real prose nobody here wrote), repeated. */
const licenceText = (bytes: number): string | null => {
  const folder = '/usr/share/common-licenses';
  try {
    const texts = readdirSync(folder).map((name) => readFileSync(join(folder, name), 'utf8'));
    const one = texts.join('\n\n');
    return one.repeat(Math.ceil(bytes / one.length));
  } catch {
    return null;
  }
};

const measure = async (label: string, text: string): Promise<number> => {
  const params: ChunkingParameters = {
    strategy: 'structure',
    size: SIZE,
    size_unit: 'characters',
    overlap: OVERLAP,
    respect_pages: false,
  };
  const document = await extractDocument({
    id: 'bench',
    data: new TextEncoder().encode(text),
    file_name: 'bench.txt',
  });
  const pages: DocumentPage[] = document.pages;
  const splitter = new RecursiveCharacterTextSplitter({ chunkSize: SIZE, chunkOverlap: OVERLAP });
  let ours = 0;
  let oursChars = 0;
  let theirs = 0;
  let theirsChars = 0;
  const oursMs = await medianMs(5, async () => {
    ours = 0;
    oursChars = 0;
    for await (const chunk of chunkPages(pages, params)) {
      ours += 1;
      oursChars += chunk.text.length;
    }
  });
  const theirsMs = await medianMs(5, async () => {
    const chunks = await splitter.splitText(document.text);
    theirs = chunks.length;
    theirsChars = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
  });
  const mb = document.text.length / 1024 / 1024;
  const ratio = theirsMs / oursMs;
  console.log(
    `${label}: ${fixed(mb)} MB, size ${SIZE} overlap ${OVERLAP} characters | ontoloom structure ${fixed(oursMs, 1)} ms (${fixed(mb / (oursMs / 1000), 1)} MB/s, ${ours} chunks of ${fixed(oursChars / ours, 0)} chars on average) | langchain RecursiveCharacterTextSplitter ${fixed(theirsMs, 1)} ms (${fixed(mb / (theirsMs / 1000), 1)} MB/s, ${theirs} chunks of ${fixed(theirsChars / theirs, 0)} chars) | ratio ${fixed(ratio)}x (goal >= 3x)`,
  );
  return ratio;
};

export const runChunkingBench = async (): Promise<void> => {
  heading('Chunking throughput vs @langchain/textsplitters');
  await measure('generated prose', generatedText(TARGET_BYTES));
  const licences = licenceText(TARGET_BYTES);
  if (licences) await measure('Debian licence texts', licences);
  else console.log('Debian licence texts: /usr/share/common-licenses not found, skipped');
};
