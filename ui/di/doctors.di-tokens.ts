/** Doctor management (issue 13): its port and the screens' view-models. */
export const DoctorsTokens = {
  port: Symbol('DoctorsPort'),
  listViewModel: Symbol('DoctorListViewModel'),
  profileViewModel: Symbol('DoctorProfileViewModel'),
} as const;
