/**
 * Whether this is the soak's run of a test file (`npm run soak`, scripts/soak.mjs, sets CARDREF_SOAK=1): a file that
 * npm test runs on a sample then runs its whole sweep. A sample is chosen to meet every value of each dimension.
 */
export const FULL_SWEEP = process.env.CARDREF_SOAK === '1';
