/**
 * The run's settings are frozen where they are resolved (the command line's parseCli, the
 * programmatic API's fromData): the one RunConfig that travels down from there cannot be changed by
 * anything below, so what the report records as the run's settings is what the run used. Frozen on
 * a copy, so the defaults the table shares (DEFAULT_RUN_CONFIG's maps) stay as they are.
 */
export function frozenSettings<T extends object>(settings: T): Readonly<T> {
  return deepFreeze(structuredClone(settings));
}

function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === "object" && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
