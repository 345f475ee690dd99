/**
 * The en-US catalogue: every `en-US/*.json` file (one per area, so features own their strings) merged into
 * one resource. Top-level keys must not clash between files; the catalogue test checks that.
 */
const files = import.meta.glob<Record<string, unknown>>('./en-US/*.json', { eager: true, import: 'default' });

export const catalogueFiles: Readonly<Record<string, Record<string, unknown>>> = files;

export const enUS: Record<string, unknown> = Object.assign({}, ...Object.values(files));
