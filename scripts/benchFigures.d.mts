export declare const ms: (value: number | null | undefined | false) => string;
export declare const median: (values: (number | null | undefined)[]) => number | null;
export declare const EVENT_TIMING_THRESHOLD: number;
export declare const eventMs: (value: number | null | undefined, goal?: number) => string;
