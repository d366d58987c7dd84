/** compile.js's types: it stays plain JavaScript so webpack and Jest can load it uncompiled. */
export declare const TARGET: string[]
export declare function compileInlineScript(entry: string): { code: string; inputs: string[] }
