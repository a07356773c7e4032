/** Modal verbs (lemmas). */
export const MODAL_VERBS: readonly string[] = ["können", "müssen", "sollen", "wollen", "dürfen", "mögen"];

/** Auxiliary and modal verbs (lemmas): grammar, not content; Leichte Sprache keeps their Präteritum. */
export const AUXILIARY_AND_MODAL_VERBS: readonly string[] = ["sein", "haben", "werden", ...MODAL_VERBS];
