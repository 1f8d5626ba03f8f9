/**
 * Where the installed package lives, so card data and texts under `data/` are found from any working folder.
 * (Tests map this module to tests/support/package-root.cjs, since jest runs CommonJS without import.meta.)
 */
import { fileURLToPath } from 'node:url';

export const packageRoot: string = fileURLToPath(new URL('../..', import.meta.url));
