Feature: How long an action has been pending
  New requests should be confirmed within 12 hours of being created, a confirmed visit recorded
  within 4 hours of its appointment time, and reports sent within 24 hours of the request's last
  change. Past that, the row shows 'Action Pending Since' with the time elapsed since that instant:
  in months, in days plus hours, or in hours. Those rows are the tab's priority cases. All
  Appointments has no SLA of its own, but shows each request's banner as its own tab does.

  Background:
    Given it is "22 Nov 2026, 12:00 PM" in India

  Scenario Outline: On <tab>, a request <instant> "<when>" shows <banner>
    Given a request on the "<tab>" tab, <instant> "<when>"
    Then its row shows "<banner>"
    And it is a priority case

    Examples: New Appointments: 12 hours from creation
      | tab              | instant    | when                  | banner                                |
      | New Appointments | created at | 22 Nov 2026, 12:00 AM | Action Pending Since 12 Hours         |
      | New Appointments | created at | 21 Nov 2026, 9:15 AM  | Action Pending Since 1 Day 2 Hours    |
      | New Appointments | created at | 23 Oct 2026, 1:00 PM  | Action Pending Since 29 Days 23 Hours |
      | New Appointments | created at | 23 Oct 2026, 12:00 PM | Action Pending Since 1 Month          |
      | New Appointments | created at | 1 Sep 2026, 12:00 PM  | Action Pending Since 2 Months         |

    Examples: Confirmed Appointments: 4 hours from the visit
      | tab                    | instant           | when                  | banner                            |
      | Confirmed Appointments | with its visit at | 22 Nov 2026, 8:00 AM  | Action Pending Since 4 Hours      |
      | Confirmed Appointments | with its visit at | 21 Nov 2026, 11:00 AM | Action Pending Since 1 Day 1 Hour |

    Examples: Documents Pending: 24 hours from the last change
      | tab               | instant         | when                  | banner                              |
      | Documents Pending | last changed at | 21 Nov 2026, 12:00 PM | Action Pending Since 1 Day 0 Hours  |
      | Documents Pending | last changed at | 19 Nov 2026, 9:00 AM  | Action Pending Since 3 Days 3 Hours |

    Examples: All Appointments: a new request, 12 hours from creation as on New Appointments
      | tab              | instant    | when                  | banner                        |
      | All Appointments | created at | 22 Nov 2026, 12:00 AM | Action Pending Since 12 Hours |

  Scenario Outline: On <tab>, a request <instant> "<when>" is within its time
    Given a request on the "<tab>" tab, <instant> "<when>"
    Then its row shows no pending-action banner
    And it is not a priority case

    Examples: not yet late
      | tab                    | instant           | when                  |
      | New Appointments       | created at        | 22 Nov 2026, 12:30 AM |
      | Confirmed Appointments | with its visit at | 22 Nov 2026, 8:01 AM  |
      | Confirmed Appointments | with its visit at | 22 Nov 2026, 6:00 PM  |
      | Documents Pending      | last changed at   | 21 Nov 2026, 1:00 PM  |

    Examples: each tab measures from its own instant only
      | tab                    | instant           | when                |
      | New Appointments       | with its visit at | 1 Nov 2026, 9:00 AM |
      | New Appointments       | last changed at   | 1 Nov 2026, 9:00 AM |
      | Confirmed Appointments | created at        | 1 Nov 2026, 9:00 AM |
      | Documents Pending      | created at        | 1 Nov 2026, 9:00 AM |
      | Documents Pending      | with its visit at | 1 Nov 2026, 9:00 AM |

    Examples: tabs without a time limit: nothing is owed there
      | tab                 | instant         | when                |
      | Partial documents   | last changed at | 1 Sep 2026, 9:00 AM |
      | Documents Submitted | last changed at | 1 Sep 2026, 9:00 AM |
      | Settled             | created at      | 1 Sep 2026, 9:00 AM |
      | Not Attended        | last changed at | 1 Sep 2026, 9:00 AM |

    Examples: All Appointments measures a new request from its creation only
      | tab              | instant           | when                |
      | All Appointments | last changed at   | 1 Sep 2026, 9:00 AM |
      | All Appointments | with its visit at | 1 Sep 2026, 9:00 AM |

  Scenario Outline: The Priority Cases / Total Cases toggle <shows> on <tab>
    Then the "<tab>" tab <shows> the Priority Cases / Total Cases toggle

    Examples:
      | tab                    | shows         |
      | New Appointments       | shows         |
      | Confirmed Appointments | shows         |
      | Documents Pending      | shows         |
      | Partial documents      | does not show |
      | Documents Submitted    | does not show |
      | Settled                | does not show |
      | Cancelled              | does not show |
      | Rejected               | does not show |
      | Not Attended           | does not show |
      | All Appointments       | does not show |
