/** The theme of inquirer's pick lists: its key help line ("↑↓ navigate • ⏎ select") in the user's language. */
import { t } from '../i18n/index.js';
import type { Colors } from './colors.js';

export function selectTheme(colors: Colors) {
  return {
    style: {
      keysHelpTip: (keys: [key: string, action: string][]) =>
        keys.map(([key, action]) => `${colors.bold(key)} ${colors.dim(t().selectKeys[action] ?? action)}`).join(colors.dim(' • ')),
    },
  };
}
