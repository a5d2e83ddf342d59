/** Every message and fixed label of the SPOC screens, verbatim from spec 3 §2.6, §2.7, §5.5 and §8. */
export const SpocMessage = {
  mandatory: 'Mandatory Information',
  nameChars: "Only A-Z, a-z, '.' and spaces are allowed.",
  nameEmpty: 'Name cannot be empty.',
  email: 'Invalid email address.',
  invalidInput: 'Invalid Input',
  phone: 'Invalid Phone number.',
  whatsApp: 'Invalid phone number.',
  accessLevelFirst: 'Please select Access level first',
  oneChannel: 'Please select at least one communication option',
  noSpocs: 'No SPOCs found',
  noSpocsHint: 'Use the Add New SPOC button to add one.',
  listFailed: 'Failed To Load SPOC List',
  rolesFailed: 'Unable to get roles for SPOC',
  userPresent: 'User Already Present',
  saveFailed: 'Something went wrong',
  saved: 'SPOC Profile Saved Successfully',
  tryAgain: 'Something went wrong Please Try Again',
  /** Spec 3 §8 words this for the doctor toggle; the SPOC toggle says the same (docs/decisions.md). */
  statusUpdated: 'Profile Status Updated Successfully',
  noPermission: 'You do not have permission to perform this action',
  listTitle: 'SPOC List',
  addNew: 'Add new SPOC',
  newSpoc: 'New SPOC',
  idPlaceholder: 'SPOC ID generated will show here',
  sameAsContact: 'Same as contact number?',
} as const;

/** The error code CreateUser answers when the user name or e-mail is taken (openapi/provider/spoc.yaml). */
export const USER_ALREADY_PRESENT = 'User_Already_Present';
