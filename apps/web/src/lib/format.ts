const germanNumber = new Intl.NumberFormat("de-DE");

/** 13990 -> "13.990" */
export function formatNumber(value: number): string {
  return germanNumber.format(value);
}
