import { multipartFields } from '../http/multipart-fields.ts';

/** The text fields of an uploadFile form, once checked against the contract. */
export interface UploadFields {
  fileName: string;
  fileType: 'Report' | 'Bill' | 'Prescription';
  appId: number;
  contractType: number;
  s3AccountType?: string;
}

/** Checks the form fields against the contract, answering 400 that names the field as the JSON bodies do. */
export const readUploadFields = multipartFields<UploadFields>('medibuddyCentral', '/uploadFile', 'file');
