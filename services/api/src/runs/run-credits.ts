import type {
  DnfRule,
  ExtractionConfig,
  StepEstimate,
  StepEstimateBody,
  StepName,
} from '@ontoloom/contract';
import type { UserRow } from '../db/schema/index';
import type { CreditsService } from '../credits/credits.service';
import type { ExtractionRunRow } from '../db/schema/index';
import type { Session } from './run-context';
import type { RunResultsRepo } from './run-results.repo';

/**
 * What run steps cost: one table of unit prices, each "so many units for one credit". A step is
 * charged whole credits, rounded up (R9.03): a step that did any work costs at least 1.
 */
export const UNIT_PRICES = {
  /** Chunking: 10 documents per credit. */
  chunkingDocumentsPerCredit: 10,
  /** Extraction, rules engine: 10 chunks per credit (failed chunks are free). */
  rulesChunksPerCredit: 10,
  /** Extraction, LLM engine: 1,000 tokens (prompt + answer) per credit. */
  llmTokensPerCredit: 1000,
  /** LLM estimate: about 4 characters a token, plus the prompt and answer around each chunk. */
  llmCharactersPerToken: 4,
  llmTokensPerChunkOverhead: 500,
  /** dnf_build: 100,000 entity comparisons (all pairs per class) per credit. */
  dnfBuildComparisonsPerCredit: 100_000,
  /** dnf_execute: 10,000 compared candidate pairs per credit. */
  dnfExecuteComparisonsPerCredit: 10_000,
} as const;

export const creditsOf = (units: number, unitsPerCredit: number) =>
  units > 0 ? Math.ceil(units / unitsPerCredit) : 0;

export const allPairs = (count: number) => (count * (count - 1)) / 2;

export const llmTokensEstimate = (chunks: number, characters: number) =>
  Math.ceil(characters / UNIT_PRICES.llmCharactersPerToken) +
  chunks * UNIT_PRICES.llmTokensPerChunkOverhead;

export type Basis = StepEstimate['basis'];

/** Estimates before a step starts, and charges when it ends. */
export function createRunCredits(deps: { results: RunResultsRepo; credits: CreditsService }) {
  const { results, credits } = deps;

  async function basisOf(
    row: ExtractionRunRow,
    body: StepEstimateBody,
  ): Promise<{ basis: Basis; credits: number }> {
    const zero = { documents: 0, chunks: 0, characters: 0, comparisons: 0 };
    switch (body.step) {
      case 'chunking': {
        const documents = await results.documentBasis(row.id);
        return {
          basis: { ...zero, ...documents },
          credits: creditsOf(documents.documents, UNIT_PRICES.chunkingDocumentsPerCredit),
        };
      }
      case 'extraction': {
        const chunks = await results.chunkBasis(row.id);
        return { basis: { ...zero, ...chunks }, credits: extractionCredits(body.config, chunks) };
      }
      case 'dnf_build': {
        const counts = await results.classCounts(row.id);
        const wanted = body.config.classes ? new Set(body.config.classes) : null;
        let comparisons = 0;
        for (const [className, count] of counts) {
          if (!wanted || wanted.has(className)) comparisons += allPairs(count);
        }
        return {
          basis: { ...zero, comparisons },
          credits: creditsOf(comparisons, UNIT_PRICES.dnfBuildComparisonsPerCredit),
        };
      }
      case 'dnf_execute': {
        const counts = await results.classCounts(row.id);
        const rules = new Map<string, DnfRule>();
        for (const rule of row.steps.dnf_build.rules) rules.set(rule.class_name, rule);
        for (const rule of body.config.rules ?? []) rules.set(rule.class_name, rule);
        const wanted = body.config.classes ? new Set(body.config.classes) : null;
        let comparisons = 0;
        for (const [className, count] of counts) {
          if (wanted && !wanted.has(className)) continue;
          comparisons += rules.get(className)?.estimated_comparisons ?? allPairs(count);
        }
        return {
          basis: { ...zero, comparisons },
          credits: creditsOf(comparisons, UNIT_PRICES.dnfExecuteComparisonsPerCredit),
        };
      }
    }
  }

  return {
    /** What the step would cost and whether the quota allows it (the estimate call). */
    async estimate(
      row: ExtractionRunRow,
      user: Pick<UserRow, 'id'>,
      body: StepEstimateBody,
    ): Promise<StepEstimate> {
      const { basis, credits: estimated } = await basisOf(row, body);
      const usage = await credits.usage(user);
      return {
        step: body.step,
        estimated_credits: estimated,
        basis,
        credits_usage: usage,
        within_quota:
          usage.credits_used < usage.credits_quota &&
          usage.credits_used + estimated <= usage.credits_quota,
      };
    },

    /** Refuses (429 with the usage) a step whose estimate does not fit in the quota. */
    async assertStartable(
      row: ExtractionRunRow,
      user: Pick<UserRow, 'id'>,
      body: StepEstimateBody,
    ) {
      const { credits: estimated } = await basisOf(row, body);
      await credits.assertWithinQuota(user, estimated);
      return estimated;
    },

    /** Charges a finished step's work in the transaction that records it; returns the credits. */
    async charge(
      session: Session,
      run: ExtractionRunRow,
      ownerId: string,
      step: StepName,
      amount: number,
    ) {
      if (amount <= 0) return 0;
      await credits.chargeIn(session as never, ownerId, {
        amount,
        reason: step,
        reference: { project_id: run.projectId, extraction_run_id: run.id, step },
      });
      return amount;
    },
  };
}

export const extractionCredits = (
  config: ExtractionConfig,
  basis: { chunks: number; characters: number },
) =>
  config.engine === 'llm'
    ? creditsOf(llmTokensEstimate(basis.chunks, basis.characters), UNIT_PRICES.llmTokensPerCredit)
    : creditsOf(basis.chunks, UNIT_PRICES.rulesChunksPerCredit);

export type RunCredits = ReturnType<typeof createRunCredits>;
