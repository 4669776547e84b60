import { hashForSchema, type RJSFSchema } from '@rjsf/utils';
import type { CustomValidatorOptionsType } from '@rjsf/validator-ajv8';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { _ } from 'ajv';

/**
 * The ES module of the form's precompiled validators, one map per step (RJSF's
 * compileSchemaValidatorsCode), so the built app never compiles a schema at run time: the
 * server's Content-Security-Policy has no 'unsafe-eval', and ajv compiles with `new Function`.
 *
 * ajv writes CommonJS (`exports["<schema hash>"] = ...`, `require(...)`); each step's code is
 * wrapped in a function returning its exports, its requires become imports, and the custom formats
 * (functions, which ajv cannot write out) come from `formatsModule`, which must export
 * `formatValidators` (name -> function).
 */
export function stepValidatorsCode(
  schemas: readonly RJSFSchema[],
  options: CustomValidatorOptionsType,
  formatsModule: string,
): string {
  return validatorsModuleCode(schemas, options, formatsModule, (locals) => [
    `export const stepValidatorFunctions = [${locals.join(', ')}];`,
  ]);
}

/** The same for the smaller forms: `formValidatorFunctions`, an object keyed by form name. */
export function formValidatorsCode(
  forms: readonly { name: string; schema: RJSFSchema }[],
  options: CustomValidatorOptionsType,
  formatsModule: string,
): string {
  return validatorsModuleCode(
    forms.map((form) => form.schema),
    options,
    formatsModule,
    (locals) => [
      `export const formValidatorFunctions = {${forms.map((form, i) => `${JSON.stringify(form.name)}: ${locals[i]}`).join(', ')}};`,
    ],
  );
}

function validatorsModuleCode(
  schemas: readonly RJSFSchema[],
  options: CustomValidatorOptionsType,
  formatsModule: string,
  exports: (locals: string[]) => string[],
): string {
  const imports = new Map<string, string>();
  const bodies = schemas.map((schema, index) => {
    const conditions = ifSchemas(schema);
    const code = compileSchemaValidatorsCode(schema, {
      ...options,
      // The form also asks whether each `if` holds (prepareAnswers), so each gets its validator.
      extenderFn: (ajv) => {
        const extended = options.extenderFn ? options.extenderFn(ajv) : ajv;
        for (const condition of conditions) {
          const id = hashForSchema(condition);
          if (!extended.getSchema(id)) extended.addSchema({ ...condition, $id: id });
        }
        return extended;
      },
      ajvOptionsOverrides: {
        ...options.ajvOptionsOverrides,
        code: { source: true, lines: false, formats: _`formats` },
      },
    });
    const body = code.replace(/require\("([^"]+)"\)\.(\w+)/g, (_whole, from: string, name: string) => {
      const key = `${from}#${name}`;
      if (!imports.has(key)) imports.set(key, `required${imports.size}`);
      return imports.get(key)!;
    });
    if (/require\(/.test(body))
      throw new Error(`schema ${index + 1}: a require() the wrapper cannot turn into an import`);
    return `const step${index} = (() => {\nconst exports = {};\n${body}\nreturn exports;\n})();`;
  });
  const importLines = [...imports].map(([key, local]) => {
    const [from, name] = key.split('#') as [string, string];
    return name === 'default'
      ? `import ${local} from ${JSON.stringify(from)};`
      : `import { ${name} as ${local} } from ${JSON.stringify(from)};`;
  });
  return [
    '// Generated at build time by scripts/stepValidatorsCode.ts: do not edit.',
    `import { formatValidators as formats } from ${JSON.stringify(formatsModule)};`,
    ...importLines,
    ...bodies,
    ...exports(schemas.map((_s, i) => `step${i}`)),
    '',
  ].join('\n');
}

/** Every `if` schema inside a schema, however deep. */
function ifSchemas(schema: unknown, found: RJSFSchema[] = []): RJSFSchema[] {
  if (Array.isArray(schema)) {
    for (const item of schema) ifSchemas(item, found);
  } else if (schema && typeof schema === 'object') {
    const node = schema as Record<string, unknown>;
    if (node.if && typeof node.if === 'object') found.push(node.if as RJSFSchema);
    for (const value of Object.values(node)) ifSchemas(value, found);
  }
  return found;
}
