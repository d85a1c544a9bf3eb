import DefaultAdmonitionTypes from '@theme-original/Admonition/Types';
import AdmonitionTypeCorrection from '@theme/Admonition/Type/Correction';

/** The theme's admonitions plus `:::correction` (plugins/corrections lists them all). */
export default {
  ...DefaultAdmonitionTypes,
  correction: AdmonitionTypeCorrection,
};
