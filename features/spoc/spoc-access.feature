Feature: What a SPOC may do follows from its roles
  A SPOC's roles name its access level and, for each service, the departments it covers
  (service/department/*/level). What it may see and do is derived from them: a viewer reads a
  service's lists, an editor also acts, an admin also manages doctors' status and SPOCs.

  Background:
    Given the clinic admin manages SPOCs

  Scenario Outline: a <level> of <departments>
    When the clinic admin adds a SPOC as "<level>" for "<departments>"
    Then the SPOC may "<features>"
    And the SPOC <acts> act on appointments

    Examples:
      | level  | departments                      | features                                                                                                                                  | acts   |
      | viewer | labs/Pathology                   | VIEW_LABS                                                                                                                                 | cannot |
      | viewer | ofc/Dermatologist, ofc/Dentist   | VIEW_OFFLINE                                                                                                                              | cannot |
      | editor | ofc/Dermatologist                | VIEW_OFFLINE, UPDATE_DOCTOR                                                                                                               | can    |
      | editor | labs/Radiology                   | VIEW_LABS                                                                                                                                 | can    |
      | admin  | ofc/Dermatologist, labs/Pathology | VIEW_OFFLINE, VIEW_LABS, UPDATE_DOCTOR, UPDATE_DOCTOR_STATUS, VIEW_SPOC_LIST, VIEW_SPOC_DETAILS, CREATE_SPOC, EDIT_SPOC_DETAILS, UPDATE_SPOC_STATUS, RESET_PASSWORD | can    |

  Scenario Outline: an admin grants only the services and access levels it holds itself
    Given the clinic admin is itself "<own level>" for "<own departments>"
    When the clinic admin adds a SPOC as "<level>" for "<departments>"
    Then the SPOC is refused with "You may grant only the services and access levels you hold"

    Examples:
      | own level | own departments                 | level  | departments       |
      | admin     | ofc/General Physician           | admin  | labs/Pathology    |
      | admin     | ofc/General Physician           | viewer | labs/Radiology    |
      | admin     | labs/Pathology                  | editor | ofc/Dermatologist |
      | editor    | ofc/General Physician           | admin  | ofc/Dermatologist |

  Scenario Outline: an admin grants what it holds, at its own level or below
    Given the clinic admin is itself "<own level>" for "<own departments>"
    When the clinic admin adds a SPOC as "<level>" for "<departments>"
    Then the SPOC may "<features>"

    Examples:
      | own level | own departments       | level  | departments       | features                    |
      | admin     | ofc/General Physician | editor | ofc/Dermatologist | VIEW_OFFLINE, UPDATE_DOCTOR |
      | admin     | labs/Pathology        | viewer | labs/Radiology    | VIEW_LABS                   |

  Scenario Outline: roles that make no single access level are refused
    When the clinic admin adds a SPOC with the roles "<roles>"
    Then the SPOC is refused with "<reason>"

    Examples:
      | roles                                  | reason                                                |
      | viewer, ofc/Dermatologist/*/editor     | Every service role must be at the chosen access level |
      | viewer, editor, labs/Pathology/*/viewer | Choose exactly one access level                      |
      | admin                                  | Choose at least one service and specialty             |

  Scenario Outline: the access level a SPOC's roles read as
    Then roles "<roles>" read as the access level "<level>"

    Examples:
      | roles                                                  | level  |
      | labs/Pathology/*/viewer, ofc/Dermatologist/*/editor    | Editor |
      | viewer, admin                                          | Admin  |
      | ofc/Dentist/*/viewer                                   | Viewer |
