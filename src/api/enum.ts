/** An enum of wire values with the Korean label each one shows on screen. */
/* @__NO_SIDE_EFFECTS__ */
export function defineEnum<const L extends Record<string, string>>(labels: L) {
  const values = Object.keys(labels) as Array<keyof L & string>;
  return {
    values,
    labels,
    label: (value: keyof L & string): string => labels[value] ?? value,
    is: (value: unknown): value is keyof L & string => typeof value === 'string' && value in labels,
  };
}

export type EnumValue<E extends { values: readonly string[] }> = E['values'][number];
