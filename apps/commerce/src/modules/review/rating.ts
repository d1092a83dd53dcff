// Magento's rating percentages: the average of 1–5 votes as a percentage (a 5-star vote is 100),
// with two decimals, from integers only.

export function ratingPercent(voteSum: number, voteCount: number): number {
  if (voteCount <= 0) return 0;
  return Math.round((voteSum * 2000) / voteCount) / 100;
}
