Feature: Consultation fee split
  The MB share of a consultation fee is the clinic's configured percentage (20 unless set), the
  clinic keeps the rest, both to two decimals; the two always add up to the fee.

  Scenario Outline: Splitting a fee
    Given the clinic's MB percentage is <percent>
    When the consultation fee is <fee>
    Then MB gets <mb> and the clinic gets <clinic>

    Examples:
      | percent | fee  | mb     | clinic |
      | default | 600  | 120    | 480    |
      | default | 999  | 199.8  | 799.2  |
      | 15      | 333  | 49.95  | 283.05 |
      | 0       | 500  | 0      | 500    |
      | 100     | 9999 | 9999   | 0      |
