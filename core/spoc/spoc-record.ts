/** One messaging channel set of a notification topic, spelt as the contract spells it. */
export interface NotificationChannels {
  Email: boolean;
  SMS: boolean;
  Whatsapp: boolean;
}

/** The three notification topics of a SPOC (spec 3 §2.7): SPOC list, Manage Doctors, Appointments. */
export interface SpocNotifications {
  getSpocUpdate: NotificationChannels;
  getDoctorUpdate: NotificationChannels;
  getOrderUpdate: NotificationChannels;
}

/** A stored SPOC user as the list and the form read it (spec 3 §3.3). */
export interface SpocRecord {
  userId: number;
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
  mobileNo: string | null;
  entityId: number;
  providerName: string | null;
  isActive: boolean;
  /** Role names: admin, editor, viewer, or service/department/*\/level. */
  roleNames: string[];
  whatsAppNumber: string | null;
  notifications: SpocNotifications;
  /** ISO instants. */
  createdOn: string;
  createdBy: string | null;
  updatedOn: string | null;
  modifiedBy: string | null;
}
