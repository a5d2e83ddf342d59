Feature: How often the customer was contacted, by channel
  The left column of a request's history counts the messages sent to the customer on each
  channel: SMS, Email, WhatsApp, Call and Others, always in that order and always all five, so an
  unused channel reads 0. A message on a channel the page does not name counts under Others.

  Scenario: Messages counted by channel
    Given these messages were sent to the customer about the request:
      | channel  |
      | SMS      |
      | Email    |
      | SMS      |
      | WhatsApp |
      | Call     |
      | Email    |
      | SMS      |
    Then the communication counts read:
      | SMS | Email | WhatsApp | Call | Others |
      | 3   | 2     | 1        | 1    | 0      |

  Scenario: Nothing sent yet
    Given no messages were sent to the customer about the request
    Then the communication counts read:
      | SMS | Email | WhatsApp | Call | Others |
      | 0   | 0     | 0        | 0    | 0      |

  Scenario: Channels the page does not name, or none recorded, count as Others
    Given these messages were sent to the customer about the request:
      | channel           |
      | Fax               |
      | Push notification |
      |                   |
      | Others            |
      | Email             |
    Then the communication counts read:
      | SMS | Email | WhatsApp | Call | Others |
      | 0   | 1     | 0        | 0    | 4      |
