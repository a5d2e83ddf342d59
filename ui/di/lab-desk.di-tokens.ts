/** The lab appointment desk: its port, the file saver, its screen's view-model, and the loader that binds them. */
export const LabDeskTokens = {
  /** A BindingsLoader: the desk's bindings load with its chunk (ui/di/lab-desk.bindings.ts). */
  bindings: Symbol('LabDeskBindings'),
  port: Symbol('LabDeskPort'),
  fileSaver: Symbol('LabDeskFileSaver'),
  viewModel: Symbol('LabDeskViewModel'),
} as const;
