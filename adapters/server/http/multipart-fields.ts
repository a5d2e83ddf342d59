import type { ValidateFunction } from 'ajv';
import { bundleService } from '../../../openapi/bundle.ts';
import type { ServiceName } from '../../../openapi/services.ts';
import { deref } from './schema.ts';
import { textAjv } from './validators.ts';
import { badRequest } from './api-error.ts';
import { boundInputs, refuseNonFinite, refuseNul } from './input-rules.ts';

/**
 * A checker of a multipart form's text fields: the contract's multipart schema without its file
 * part (read as a stream, not a field), compiled once from openapi/ so forms and JSON bodies follow
 * the same contract; text fields are coerced to numbers where the schema says so, as for query
 * strings. A bad form answers 400 naming the field, as the JSON bodies do.
 */
export function multipartFields<T>(service: ServiceName, path: string, fileField: string): (raw: Record<string, string>) => T {
  let validate: ValidateFunction | undefined;
  const compiled = () => {
    if (validate) return validate;
    const doc = bundleService(service);
    const op = (doc.paths as Record<string, { post: unknown }>)[path]!.post as { requestBody: { content: Record<string, { schema: object }> } };
    const schema = deref(op.requestBody.content['multipart/form-data'].schema, doc) as { properties: Record<string, unknown>; required: string[] };
    const { [fileField]: _file, ...properties } = schema.properties;
    validate = textAjv.compile(boundInputs({ ...schema, properties, required: schema.required.filter((r) => r !== fileField) }) as object);
    return validate;
  };
  return (raw) => {
    refuseNul({ body: raw });
    const fields: Record<string, unknown> = { ...raw };
    const check = compiled();
    if (!check(fields)) {
      const e = check.errors![0]!;
      throw badRequest(`body${e.instancePath} ${e.message}`);
    }
    refuseNonFinite({ body: fields });
    return fields as T;
  };
}
