import type { ValidateFunction } from 'ajv';
import { bundleService } from '../../../openapi/bundle.ts';
import { deref } from '../http/schema.ts';
import { textAjv } from '../http/validators.ts';
import { badRequest } from '../http/api-error.ts';
import { boundNumbers, refuseNonFinite, refuseNul } from '../http/input-rules.ts';

/** The text fields of an uploadFile form, once checked against the contract. */
export interface UploadFields {
  fileName: string;
  fileType: 'Report' | 'Bill' | 'Prescription';
  appId: number;
  contractType: number;
  s3AccountType?: string;
}

let validate: ValidateFunction | undefined;

/**
 * The contract's multipart schema for uploadFile without its `file` part (read as a stream, not a
 * field). Compiled from openapi/ so the form and the JSON bodies follow the same contract; text
 * fields are coerced to numbers where the schema says so, as for query strings.
 */
function fieldsValidator(): ValidateFunction {
  if (validate) return validate;
  const doc = bundleService('medibuddyCentral');
  const op = doc.paths['/uploadFile'].post as { requestBody: { content: Record<string, { schema: object }> } };
  const schema = deref(op.requestBody.content['multipart/form-data'].schema, doc) as {
    properties: Record<string, unknown>;
    required: string[];
  };
  const { file: _file, ...properties } = schema.properties;
  validate = textAjv.compile(boundNumbers({ ...schema, properties, required: schema.required.filter((r) => r !== 'file') }) as object);
  return validate;
}

/** Checks the form fields, answering 400 that names the field as the JSON bodies do. */
export function readUploadFields(raw: Record<string, string>): UploadFields {
  refuseNul({ body: raw });
  const fields: Record<string, unknown> = { ...raw };
  const check = fieldsValidator();
  if (!check(fields)) {
    const e = check.errors![0];
    throw badRequest(`body${e.instancePath} ${e.message}`);
  }
  refuseNonFinite({ body: fields });
  return fields as unknown as UploadFields;
}
