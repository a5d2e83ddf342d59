import { describe, it, expect } from 'vitest';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { bundleAll, type OpenApiDocument } from './bundle.ts';
import { SERVICES, type ServiceName } from './services.ts';

// ajv-formats ships CommonJS; under ESM its function sits on .default.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
  addFormatsModule) as unknown as (ajv: Ajv) => Ajv;

/**
 * Every call of the three specification documents' §7 tables, one line per call, as
 * `service METHOD path`. A row naming several calls (getAllStates; getCities; getLocation, the
 * doctor image upload) gives several lines; calls the spec names without a path sit where
 * docs/decisions.md puts them.
 */
const SPEC_CALLS: Record<string, readonly string[]> = {
  'spec 1 §7': [
    'provider POST /Authenticate',
    'provider POST /verifyOTP',
    'medibuddyCentral POST /validServices',
    'provider GET /ProfileDetails',
    'provider POST /validateToken',
    'provider POST /getS3SignedUrl',
    'files PUT /upload/{fileIdentifier}', // PUT signed URL
    'provider PUT /saveFileDocument',
    'provider POST /getRequiredDocuments/',
    'provider POST /getPackageDetails',
    'provider POST /requestFlow',
    'insurance POST /appointments/',
    'insurance POST /getAllStates',
    'insurance POST /getCities',
    'insurance POST /getLocation',
    'insurance POST /DownloadFile',
    'insurance POST /showCorrespondence',
    'insurance POST /communicationHistory',
    'insurance GET /getDownloadEmail/v1',
    'insurance POST /resendMailSMS',
    'insurance POST /integration/DownloadFile', // {insurer integration}/DownloadFile
    'insurance POST /showHistory',
    'insurance POST /fetchRequest',
    'medibuddyCentral POST /RequestDetails',
    'medibuddyCentral POST /ExportRequestDetails',
    'medibuddyCentral POST /updateRequests',
    'medibuddyCentral POST /uploadFile',
    'medibuddyCentral GET /downloadFile',
    'files GET /{id}', // {file service}/{id}?preview=true
  ],
  'spec 2 §7': [
    'provider POST /createAffilateOrder',
    'affiliate POST /CheckUser',
    'affiliate POST /GetAvailableCities',
    'affiliate POST /GetPackages',
    'insurance POST /createAppointment',
    'insurance POST /checkDuplicateAppointment', // duplicate check (defined, not wired)
    'insurance POST /getLookUpData', // lookup by kind state / city / location
    'insurance POST /getAllDC',
    'insurance POST /ruleEngine',
    'insurance POST /callTypeLookUp',
    'insurance GET /callStatusLookUp', // GET of an external static json for call statuses
    'insurance POST /addCorrespondence',
    'insurance POST /fetchCorrespondences', // fetch correspondences by request id
    'insurance POST /searchEsalesQueue', // Queue search
    'insurance POST /exportEsalesQueue', // Export
    'insurance POST /packageEntityRelationList',
    'insurance POST /uploadExcelOrders',
    'insurance GET /downloadSampleFormat',
    'insurance POST /getEntityDetails',
    'insurance GET /GetChildEntityRelation/{entityId}',
    'insurance GET /getAllContracts/',
    'insurance POST /communicationHistory',
    'charts POST /v1/request/generic/getTodaysESalesCasesConversion/raw',
    'charts POST /v1/request/generic/getESalesCasesConversion/raw',
  ],
  'spec 3 §7': [
    'medibuddyCentral POST /RequestDetails',
    'medibuddyCentral POST /ExportRequestDetails',
    'medibuddyCentral POST /updateRequests',
    'medibuddyCentral POST /uploadFile',
    'medibuddyCentral POST /fetchAdditionalDetails',
    'medibuddyCentral POST /getWAPIProvidersCalendar',
    'consults GET /doctor/available-for-reschedule',
    'medibuddyCentral GET /downloadFile',
    'provider POST /doctorList',
    'provider POST /getDoctorDetails',
    'provider POST /onboardDoctor',
    'provider POST /updateDoctorStatus',
    'provider POST /entityRelationProperty',
    // file upload for doctor images: signed URL, PUT, save
    'provider POST /getS3SignedUrl',
    'files PUT /upload/{fileIdentifier}',
    'provider PUT /saveFileDocument',
    'provider POST /getSpocList',
    'provider GET /getSPOCDetails',
    'provider POST /updateSpocStatus',
    'provider POST /updateSpocProfile',
    'provider POST /CreateUser',
    'provider GET /getRoles',
    'provider POST /resetPassword',
    'provider POST /forgotPassword',
    'password POST /MarketPlaceLogon/ResetPassword',
    // the notes under the table: history by request id, package tests by product ids, features and roles
    'consults POST /requestHistory',
    'consults POST /packageDetailsByProductIds',
    'provider POST /userRolesFeatures',
  ],
};

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace'] as const;

interface Operation {
  service: ServiceName;
  method: string;
  path: string;
  op: {
    operationId?: string;
    security?: unknown[];
    requestBody?: { content?: Record<string, { schema?: unknown }> };
    responses?: Record<string, unknown>;
  };
}

const docs = bundleAll();

function operationsOf(service: ServiceName, doc: OpenApiDocument): Operation[] {
  const out: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const op = (item as Record<string, Operation['op'] | undefined>)[method];
      if (op) out.push({ service, method: method.toUpperCase(), path, op });
    }
  }
  return out;
}

const allOperations = SERVICES.flatMap((s) => operationsOf(s, docs[s]));

function resolvePointer(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node = doc as Record<string, unknown> | undefined;
  for (const raw of ref.slice(2).split('/')) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (node === null || typeof node !== 'object' || !(part in node)) return undefined;
    node = node[part] as Record<string, unknown>;
  }
  return node;
}

function collectRefs(node: unknown, at: string, out: { ref: string; at: string }[]): void {
  if (Array.isArray(node)) node.forEach((n, i) => collectRefs(n, `${at}/${i}`, out));
  else if (node !== null && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) {
      if (k === '$ref' && typeof v === 'string') out.push({ ref: v, at });
      else collectRefs(v, `${at}/${k}`, out);
    }
  }
}

/** Follows $ref until a concrete schema. */
function deref(doc: unknown, schema: unknown): Record<string, unknown> {
  let s = schema as Record<string, unknown>;
  for (let i = 0; i < 20 && typeof s?.$ref === 'string'; i++) s = resolvePointer(doc, s.$ref) as Record<string, unknown>;
  return s;
}

/** additionalProperties false on the body itself, or on a member of its allOf. */
function closesTopLevel(doc: unknown, schema: unknown): boolean {
  const s = deref(doc, schema);
  if (s?.additionalProperties === false) return true;
  return Array.isArray(s?.allOf) && s.allOf.some((m) => closesTopLevel(doc, m));
}

/**
 * Paths, inside a request body, of object schemas that leave additionalProperties open. A map
 * (additionalProperties given as a schema) is closed enough; conditional subschemas (if, then,
 * else, not, anyOf, oneOf) only add constraints to an object defined elsewhere.
 */
function openObjects(doc: unknown, schema: unknown, at: string, seen: Set<unknown> = new Set()): string[] {
  const s = deref(doc, schema);
  if (s === null || typeof s !== 'object' || seen.has(s)) return [];
  seen.add(s);
  const open: string[] = [];
  const isObject = s.type === 'object' || (Array.isArray(s.type) && s.type.includes('object'));
  if (isObject && s.properties && (s.additionalProperties === undefined || s.additionalProperties === true)) open.push(at);
  for (const [name, sub] of Object.entries((s.properties ?? {}) as Record<string, unknown>)) {
    open.push(...openObjects(doc, sub, `${at}.${name}`, seen));
  }
  if (s.items) open.push(...openObjects(doc, s.items, `${at}[]`, seen));
  if (s.additionalProperties && typeof s.additionalProperties === 'object') {
    open.push(...openObjects(doc, s.additionalProperties, `${at}{}`, seen));
  }
  for (const member of (s.allOf ?? []) as unknown[]) open.push(...openObjects(doc, member, at, seen));
  return open;
}

function makeAjv(): Ajv {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  return ajv;
}

/** A validator for a schema of one service document; local $refs resolve against the document. */
function compileIn(ajv: Ajv, doc: OpenApiDocument, schema: unknown): ValidateFunction {
  return ajv.compile({ allOf: [schema], components: doc.components });
}

function requestBodyValidator(service: ServiceName, method: string, path: string): ValidateFunction {
  const found = allOperations.find((o) => o.service === service && o.method === method && o.path === path);
  if (!found) throw new Error(`no operation ${service} ${method} ${path}`);
  const schema = found.op.requestBody?.content?.['application/json']?.schema;
  if (!schema) throw new Error(`${service} ${method} ${path} has no JSON body`);
  return compileIn(makeAjv(), docs[service], schema);
}

describe('the bundled contract', () => {
  it('bundles every service with at least one operation', () => {
    for (const service of SERVICES) {
      expect(operationsOf(service, docs[service]).length, service).toBeGreaterThan(0);
    }
  });

  it('resolves every $ref in every service document', () => {
    const unresolved: string[] = [];
    for (const service of SERVICES) {
      const refs: { ref: string; at: string }[] = [];
      collectRefs(docs[service], '#', refs);
      for (const { ref, at } of refs) {
        if (resolvePointer(docs[service], ref) === undefined) unresolved.push(`${service} ${at}: ${ref}`);
      }
    }
    expect(unresolved).toEqual([]);
  });

  it('gives every operation an operationId, unique across all services', () => {
    const missing = allOperations.filter((o) => !o.op.operationId).map((o) => `${o.service} ${o.method} ${o.path}`);
    expect(missing).toEqual([]);
    const seen = new Map<string, string>();
    const duplicates: string[] = [];
    for (const o of allOperations) {
      const where = `${o.service} ${o.method} ${o.path}`;
      const id = o.op.operationId!;
      if (seen.has(id)) duplicates.push(`${id}: ${seen.get(id)} and ${where}`);
      else seen.set(id, where);
    }
    expect(duplicates).toEqual([]);
  });

  for (const [source, calls] of Object.entries(SPEC_CALLS)) {
    it(`declares every call of ${source}`, () => {
      const declared = new Set(allOperations.map((o) => `${o.service} ${o.method} ${o.path}`));
      expect(calls.filter((c) => !declared.has(c))).toEqual([]);
    });
  }

  it('closes every request body (additionalProperties false), JSON and multipart', () => {
    const open: string[] = [];
    for (const o of allOperations) {
      for (const [type, media] of Object.entries(o.op.requestBody?.content ?? {})) {
        if (type !== 'application/json' && type !== 'multipart/form-data') continue;
        if (!closesTopLevel(docs[o.service], media.schema)) open.push(`${o.op.operationId} ${type}`);
      }
    }
    expect(open).toEqual([]);
  });

  it('leaves no nested object of a JSON request body open', () => {
    const open: string[] = [];
    for (const o of allOperations) {
      const schema = o.op.requestBody?.content?.['application/json']?.schema;
      if (schema) open.push(...openObjects(docs[o.service], schema, o.op.operationId!));
    }
    expect(open).toEqual([]);
  });

  it('declares 401 on every operation that needs a session', () => {
    const without = allOperations
      .filter((o) => (o.op.security ?? []).length > 0 && !('401' in (o.op.responses ?? {})))
      .map((o) => o.op.operationId);
    expect(without).toEqual([]);
  });

  it('declares 400 on every operation that takes a body or required parameters', () => {
    const without = allOperations
      .filter((o) => {
        const takesInput =
          Object.keys(o.op.requestBody?.content ?? {}).some((t) => t !== 'application/json') ||
          (o.op.requestBody?.content?.['application/json'] &&
            Object.keys((deref(docs[o.service], o.op.requestBody.content['application/json'].schema) ?? {}).properties ?? {}).length > 0) ||
          ((o.op as { parameters?: { required?: boolean; in: string }[] }).parameters ?? []).some((p) => p.required || p.in === 'path');
        return takesInput && !('400' in (o.op.responses ?? {}));
      })
      .map((o) => o.op.operationId);
    expect(without).toEqual([]);
  });

  it('compiles every request body schema with ajv 8', () => {
    const failures: string[] = [];
    for (const o of allOperations) {
      for (const [type, media] of Object.entries(o.op.requestBody?.content ?? {})) {
        if (!media.schema) continue;
        try {
          compileIn(makeAjv(), docs[o.service], media.schema);
        } catch (error) {
          failures.push(`${o.op.operationId} ${type}: ${(error as Error).message}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('compiles every JSON response schema with ajv 8', () => {
    const failures: string[] = [];
    for (const o of allOperations) {
      for (const [status, response] of Object.entries(o.op.responses ?? {})) {
        const r = deref(docs[o.service], response) as { content?: Record<string, { schema?: unknown }> };
        const schema = r?.content?.['application/json']?.schema;
        if (!schema) continue;
        try {
          compileIn(makeAjv(), docs[o.service], schema);
        } catch (error) {
          failures.push(`${o.op.operationId} ${status}: ${(error as Error).message}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('declares binary answers with their content type and a binary string schema', () => {
    const binaryTypes = ['text/csv', 'application/zip', 'application/octet-stream', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'];
    const wrong: string[] = [];
    for (const o of allOperations) {
      const ok = (o.op.responses ?? {})['200'] as { content?: Record<string, { schema?: { type?: string; format?: string } }> } | undefined;
      for (const [type, media] of Object.entries(ok?.content ?? {})) {
        if (binaryTypes.includes(type) && !(media.schema?.type === 'string' && media.schema.format === 'binary')) wrong.push(`${o.op.operationId} ${type}`);
      }
    }
    expect(wrong).toEqual([]);
    const answersOf = (service: ServiceName, method: string, path: string) =>
      Object.keys(((allOperations.find((o) => o.service === service && o.method === method && o.path === path)?.op.responses ?? {})['200'] as { content?: object })?.content ?? {});
    expect(answersOf('medibuddyCentral', 'POST', '/ExportRequestDetails')).toEqual(['text/csv']);
    expect(answersOf('provider', 'POST', '/getRequiredDocuments/')).toEqual(['application/zip']);
    expect(answersOf('insurance', 'POST', '/integration/DownloadFile')).toEqual(['application/zip']);
    expect(answersOf('insurance', 'POST', '/DownloadFile')).toEqual(['application/octet-stream']);
    expect(answersOf('files', 'GET', '/{id}')).toContain('application/octet-stream');
  });

  it('declares the multipart uploads field by field', () => {
    const fields = (service: ServiceName, path: string) => {
      const op = allOperations.find((o) => o.service === service && o.method === 'POST' && o.path === path)!;
      const schema = deref(docs[service], op.op.requestBody?.content?.['multipart/form-data']?.schema);
      return Object.keys((schema?.properties ?? {}) as object).sort();
    };
    expect(fields('medibuddyCentral', '/uploadFile')).toEqual(['appId', 'contractType', 'file', 'fileName', 'fileType', 's3AccountType']);
    expect(fields('insurance', '/uploadExcelOrders')).toEqual(
      ['contractId', 'dryRun', 'entityName', 'entityRelationId', 'excel_file', 'sourceId', 'teleUnderwritingProductId', 'teleUnderwritingProductName', 'uploadedSourceId', 'userName'].sort(),
    );
  });
});

describe('request bodies the portal sends', () => {
  const labList = {
    userId: 41,
    services: 'LABS',
    sourcePage: 1,
    subPage: null,
    providerId: 1201,
    fetchForProviders: [1201, 1202],
    startDate: '2025-01-01',
    endDate: '2025-01-31',
    priority: 0,
    rows: 10,
    pageNumber: 1,
    sortByField: 'FulfillmentDate',
    isDescending: false,
    isSearch: false,
    fetchHighSLACases: false,
    searchParam: { requestIds: [], employeeIds: [] },
  };

  it('accepts a lab list page and rejects a malformed one, naming the field', () => {
    const validate = requestBodyValidator('medibuddyCentral', 'POST', '/RequestDetails');
    expect(validate(structuredClone(labList)), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...labList, rows: 'ten' })).toBe(false);
    expect(validate.errors?.map((e) => e.instancePath)).toContain('/rows');
    expect(validate({ ...labList, startDate: '01/01/2025' })).toBe(false);
    expect(validate.errors?.map((e) => e.instancePath)).toContain('/startDate');
    expect(validate({ ...labList, sortByField: 'PatientName' })).toBe(false);
    expect(validate({ ...labList, searchParam: { contactNumber: '98x' } })).toBe(false);
    expect(validate({ ...labList, token: 'x' })).toBe(false);
    expect(validate.errors?.some((e) => e.keyword === 'additionalProperties' && e.params.additionalProperty === 'token')).toBe(true);
    const { userId: _dropped, ...withoutUser } = labList;
    expect(validate(withoutUser)).toBe(false);
    expect(validate.errors?.some((e) => e.keyword === 'required' && e.params.missingProperty === 'userId')).toBe(true);
  });

  it('accepts the same body for the CSV export', () => {
    expect(requestBodyValidator('medibuddyCentral', 'POST', '/ExportRequestDetails')(structuredClone(labList))).toBe(true);
  });

  it('accepts the row actions of both services and refuses an unknown action', () => {
    const validate = requestBodyValidator('medibuddyCentral', 'POST', '/updateRequests');
    const body = (item: object) => ({ userId: 41, services: 'OFFLINE_CONSULTS', providerId: 1201, requestUpdateData: [item] });
    expect(validate(body({ requestId: 9, remarks: 'ok', action: 'Confirm' }))).toBe(true);
    expect(validate(body({ requestId: 9, remarks: 'fine', action: 'Attended', userFeedback: 'Satisfied' }))).toBe(true);
    expect(
      validate(
        body({
          requestId: 9,
          remarks: 'Others - patient travelling',
          action: 'Reschedule',
          scheduledAppointmentDate: '2025-02-03 10:30:00.000',
          slotDistributionForDate: 'd-1',
          slotDistributionForInterval: 'i-4',
        }),
      ),
    ).toBe(true);
    expect(validate(body({ requestId: 9, remarks: 'Rx', action: 'UPLOAD_DOCUMENT', attachFiles: { reports: { 'f-1': 'rx.pdf' } } }))).toBe(true);
    expect(validate(body({ requestId: 9, action: 'Teleport' }))).toBe(false);
    expect(validate(body({ requestId: 9, action: 'Reschedule', scheduledAppointmentDate: '2025-02-03T10:30' }))).toBe(false);
    expect(validate({ ...body({ requestId: 9, action: 'Confirm' }), requestUpdateData: [] })).toBe(false);
  });

  it('accepts the insurer list call as the spec shows it', () => {
    const validate = requestBodyValidator('insurance', 'POST', '/appointments/');
    const body = {
      isLabwise: false,
      contractIDs: [9782],
      corporateIDs: [501],
      corporateNames: ['Acme'],
      branchIds: [],
      statusIds: [22, 23],
      fetchByDate: true,
      fromDateOfAppointment: '2025-01-01',
      toDateOfAppointment: '2025-01-31',
      paginationBasedDetail: { pageNumber: 1, recordsPerPage: 10 },
      searchType: 'AllAppointment',
      providerIds: [],
      serviceType: 'Labs',
      sortDetails: { sortByField: 'FulfillmentDate', isDescending: true },
      requestAccessToken: 'tok',
      roleId: 9207,
      isExportData: false,
      isEsales: false,
      patientName: 'Priya',
    };
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...body, paginationBasedDetail: { pageNumber: 1, recordsPerPage: 1000 } })).toBe(false);
    expect(validate.errors?.map((e) => e.instancePath)).toContain('/paginationBasedDetail/recordsPerPage');
  });

  it('requires a callback date for the call statuses that need one', () => {
    const validate = requestBodyValidator('insurance', 'POST', '/addCorrespondence');
    const body = (callStatus: number, callbackdate?: string) => ({
      additionalInfo: { uicnumber: 'UIC-1', DND: false, DNDCustomer: false, From: 'Esales', ...(callbackdate ? { callbackdate } : {}) },
      DND: false,
      DNDCustomer: false,
      From: 'Esales',
      uicnumber: 'UIC-1',
      callStatus,
      callType: 2,
      comment: 'called',
      correspondenceType: 153,
      createdBy: 41,
      createdOn: '2025-01-05T10:00:00+05:30',
      requestFlowId: 7,
      requestId: 88,
      workStatus: 'workable',
    });
    expect(validate(body(12))).toBe(true);
    expect(validate(body(73))).toBe(false);
    expect(validate(body(73, '2025-01-06T10:00:00+05:30'))).toBe(true);
    expect(validate({ ...body(12), uicnumber: '' })).toBe(false);
  });

  it('accepts an appointment order and checks the form rules', () => {
    const validate = requestBodyValidator('insurance', 'POST', '/createAppointment');
    const item = {
      productId: 301,
      employeeId: 'E-1',
      firstName: 'Priya Sharma',
      gender: 'Female',
      contactNum: '9876543210',
      emailId: 'priya@example.com',
      relation: 'Self',
      productName: 'Full Body',
      productType: 9782,
      visitType: 'Home_Visit',
      addressLine1: '1 MG Road',
      amount: 1180,
      isPaid: false,
      isSponsored: true,
      preferredDC: [{ id: 1, name: 'Schedule Home Visit', firstPrefTime: '2030-01-01T09:00:00+05:30' }],
      additionalProperties: { sumAssured: 500000, DND: false, hrName: 'Asha' },
    };
    const order = {
      contractId: 9782,
      employeeContactNo: '9876543210',
      employeeEmail: 'priya@example.com',
      employeeId: 'E-1',
      employeeName: 'Priya Sharma',
      entityId: 501,
      gender: 'Female',
      orderItems: [item],
      paymentMode: 'IndividualPaid',
      paymentState: 'Unpaid',
    };
    expect(validate(order), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...order, employeeName: 'Pri' })).toBe(false);
    expect(validate({ ...order, employeeContactNo: '6876543210' })).toBe(false);
    expect(validate({ ...order, orderItems: [{ ...item, addressLine1: undefined }] })).toBe(false);
    expect(validate({ ...order, orderItems: [{ ...item, visitType: 'Appointment', addressLine1: undefined }] })).toBe(true);
  });

  it('checks doctor profile rules: names, fee, ID numbers, slot bounds', () => {
    const validate = requestBodyValidator('provider', 'POST', '/onboardDoctor');
    const body = (doctor: object) => ({ providerIds: [1201], doctors: [doctor] });
    const draft = { doctorFirstName: 'Anil K.', providerId: 1201, gender: 'male', doctorQCStatus: 'Draft', doctorSource: 'ProviderCentral' };
    expect(validate(body(draft)), JSON.stringify(validate.errors)).toBe(true);
    expect(validate(body({ ...draft, doctorFirstName: 'Anil2' }))).toBe(false);
    // Issue 13 part 9: a name of only spaces and a description of 300 characters are refused here too.
    expect(validate(body({ ...draft, doctorFirstName: '   ' }))).toBe(false);
    expect(validate(body({ ...draft, doctorDescription: 'x'.repeat(300) }))).toBe(false);
    expect(validate(body({ ...draft, doctorDescription: 'x'.repeat(299) }))).toBe(true);
    expect(validate(body({ ...draft, priceDetails: { customerFee: 10000 } }))).toBe(false);
    expect(validate(body({ ...draft, priceDetails: { customerFee: 500 } }))).toBe(true);
    expect(validate(body({ doctorLastName: 'Rao' }))).toBe(false);
    const id = (idName: string, idNumber: string, other?: string) =>
      body({ doctorId: 5, governmentIds: [{ idType: 'identity', idName, idNumber, ...(other ? { other } : {}) }] });
    expect(validate(id('Aadhar Card', '123412341234'))).toBe(true);
    expect(validate(id('Aadhar Card', '12341234123'))).toBe(false);
    expect(validate(id('Pan Card', 'ABCDE1234F'))).toBe(true);
    expect(validate(id('Pan Card', 'abcde1234f'))).toBe(false);
    expect(validate(id('Other', 'X1'))).toBe(false);
    expect(validate(id('Other', 'X1', 'Voter'))).toBe(true);
    const slot = { dayOfWeek: 1, startTime: 540, endTime: 720, totalSlots: 20, split: 15 };
    expect(validate(body({ doctorId: 5, doctorSlots: [slot] }))).toBe(true);
    expect(validate(body({ doctorId: 5, doctorSlots: [{ ...slot, totalSlots: 101 }] }))).toBe(false);
    expect(validate(body({ doctorId: 5, doctorSlots: [{ ...slot, split: 61 }] }))).toBe(false);
    expect(validate(body({ doctorId: 5, holidays: [{ date: '2025-03-14', isActive: true }] }))).toBe(true);
    expect(validate(body({ doctorId: 5, holidays: [{ date: '14-03-2025' }] }))).toBe(false);
  });

  it('checks the SPOC payload and tells create from update', () => {
    const create = requestBodyValidator('provider', 'POST', '/CreateUser');
    const update = requestBodyValidator('provider', 'POST', '/updateSpocProfile');
    const channels = { Email: true, SMS: false, Whatsapp: true };
    const spoc = {
      applicationId: 10007,
      firstName: 'Meera',
      lastName: 'Iyer',
      email: 'meera@example.com',
      phoneNumber: '9876543210',
      entityId: 1201,
      autoGenerateUsername: true,
      userRoles: [3, 17],
      whatsappno: '',
      ignoreAliasConfig: true,
      getSpocUpdate: channels,
      getDoctorUpdate: channels,
      getOrderUpdate: channels,
    };
    expect(create(spoc), JSON.stringify(create.errors)).toBe(true);
    expect(update(spoc)).toBe(false);
    expect(update({ ...spoc, userName: 'meera', userId: 77 })).toBe(true);
    expect(create({ ...spoc, phoneNumber: '98765' })).toBe(false);
    expect(create({ ...spoc, firstName: '   ' })).toBe(false);
    expect(create({ ...spoc, email: 'meera@' })).toBe(false);
  });

  it('accepts the chart calls with and without dates', () => {
    const ranged = requestBodyValidator('charts', 'POST', '/v1/request/generic/getESalesCasesConversion/raw');
    expect(ranged({ erIds: [11, 12] })).toBe(true);
    expect(ranged({ erIds: [11], startDate: '2025-01-01', endDate: '2025-01-31' })).toBe(true);
    expect(ranged({ erIds: [] })).toBe(false);
    const today = requestBodyValidator('charts', 'POST', '/v1/request/generic/getTodaysESalesCasesConversion/raw');
    expect(today({ erIds: [11], startDate: '2025-01-01' })).toBe(false);
  });

  it('accepts the affiliate order and its phone rule', () => {
    const validate = requestBodyValidator('provider', 'POST', '/createAffilateOrder');
    const order = {
      AddressLine1: '1 MG Road',
      Check: false,
      DateOfBirth: '1990-04-01T00:00:00.000Z',
      Email: 'ravi@example.com',
      Keyword: 'acme',
      Phone: '919876543210',
      PrefDateTime: '2025-02-01T09:00:00.000Z',
      firstName: 'Ravi',
      gender: 'M',
      packageWithContract: [{ categoryItemTypeId: 1, packageDetail: { City: 'Pune', IsPastBooking: false, packageName: 'Lipid ₹499', selectedPackage: 42 } }],
      accessToken: 'tok',
    };
    expect(validate(order), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...order, Phone: '09876543210' })).toBe(true);
    expect(validate({ ...order, Phone: '4876543210' })).toBe(false);
    expect(validate({ ...order, packageWithContract: [] })).toBe(false);
  });
});
