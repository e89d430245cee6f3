/** Pairwise agreement of a grouping with the truth: of the pairs put together, and of the pairs that belong together. */
export interface PairwiseScore {
  /** Pairs of listings the grouping puts in one property. */
  predictedPairs: number;
  /** Pairs of listings that are one property. */
  truePairs: number;
  /** Pairs in both. */
  correctPairs: number;
  precision: number;
  recall: number;
}

const pairs = (size: number) => (size * (size - 1)) / 2;

function groupSizes(assignment: ReadonlyMap<string, string>): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const group of assignment.values()) sizes.set(group, (sizes.get(group) ?? 0) + 1);
  return sizes;
}

/**
 * Precision and recall over pairs of listings, for listings present in both maps (listing id →
 * group key): a pair is correct when both maps put its listings in one group.
 */
export function pairwiseScore(predicted: ReadonlyMap<string, string>, truth: ReadonlyMap<string, string>): PairwiseScore {
  const both = [...predicted.keys()].filter((id) => truth.has(id));
  const p = new Map(both.map((id) => [id, predicted.get(id) as string]));
  const t = new Map(both.map((id) => [id, truth.get(id) as string]));
  let predictedPairs = 0;
  for (const size of groupSizes(p).values()) predictedPairs += pairs(size);
  let truePairs = 0;
  for (const size of groupSizes(t).values()) truePairs += pairs(size);
  const joint = new Map<string, string>(both.map((id) => [id, `${p.get(id)}\u0000${t.get(id)}`]));
  let correctPairs = 0;
  for (const size of groupSizes(joint).values()) correctPairs += pairs(size);
  return {
    predictedPairs,
    truePairs,
    correctPairs,
    precision: predictedPairs === 0 ? 1 : correctPairs / predictedPairs,
    recall: truePairs === 0 ? 1 : correctPairs / truePairs,
  };
}
