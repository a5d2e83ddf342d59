Feature: Where people land after signing in
  Agents start on the e-sales queue, offline-consult people on their upcoming consults,
  the listed chart users (never agents) on their charts, and everyone else on their
  role's appointments. LABS is chosen first when a person works in both services.

  Scenario Outline: <role> working in <service> as "<user name>" lands on <landing page>
    Given Sam works as "<role>" in "<service>" with the username "<user name>"
    When Sam signs in
    Then Sam lands on "<landing page>"
    And Sam's session is kept, working in "<service kept>"

    Examples: every role of the catalogue
      | role              | service | user name    | landing page                           | service kept |
      | dcadmin           | Labs    | sam.dc       | /dcadmin/appointments                  | Labs         |
      | dcoperations      | Labs    | sam.ops      | /dcoperations/appointments             | Labs         |
      | insureradmin      | Labs    | sam.admin    | /insureradmin/appointments             | Labs         |
      | insureragent      | Labs    | sam.agent    | /insureragent/appointments/esalesqueue | Labs         |
      | insurerbranch     | Labs    | sam.branch   | /insurerbranch/appointments            | Labs         |
      | mareport          | Labs    | sam.report   | /mareport/appointments                 | Labs         |
      | insurercallCentre | Labs    | sam.callcell | /insurercallCentre/appointments        | Labs         |

    Examples: offline consults, both services, chart users
      | role         | service                         | user name      | landing page                           | service kept           |
      | dcadmin      | In-Clinic Consultation          | sam.clinic     | /offlineConsults/upcoming              | In-Clinic Consultation |
      | dcoperations | In-Clinic Consultation          | sam.clinicops  | /offlineConsults/upcoming              | In-Clinic Consultation |
      | dcadmin      | Labs and In-Clinic Consultation | sam.both       | /dcadmin/appointments                  | Labs                   |
      | dcadmin      | In-Clinic Consultation and Labs | sam.both2      | /dcadmin/appointments                  | Labs                   |
      | insureradmin | Labs                            | insurer.charts | /insureradmin/charts                   | Labs                   |
      | mareport     | Labs                            | insurer.charts | /mareport/charts                       | Labs                   |
      | insureragent | Labs                            | insurer.charts | /insureragent/appointments/esalesqueue | Labs                   |

  Scenario Outline: Only listed users who are not agents see the Charts tab
    Given Sam works as "<role>" in "Labs" with the username "<user name>"
    And Sam has signed in
    Then Sam <sees> the Charts tab

    Examples:
      | role          | user name      | sees         |
      | insureradmin  | insurer.charts | sees         |
      | insurerbranch | insurer.charts | sees         |
      | insureragent  | insurer.charts | does not see |
      | insureradmin  | sam.admin      | does not see |

  Scenario: Opening the home page again lands where signing in did
    Given Sam works as "insurerbranch" in "Labs" with the username "insurer.charts"
    And Sam has signed in
    When Sam opens the home page
    Then Sam lands on "/insurerbranch/charts"

  Scenario: Opening the home page with no one's details kept
    Given Sam works as "dcadmin" in "Labs" with the username "sam.dc"
    When Sam opens the home page
    Then Sam lands on "/insureradmin/appointments"
