-- The faults' tables (scripts/faults/faults.sh loads this into MYSQLPOOL_TEST_DB as root).
--   fault_items     id 1..10000, name 'item-<id>', hash MD5(id), payload 160 chars: lookups and
--                   300-row results, each row checked by the endpoint
--   fault_accounts  id 1..1000, balance 1000 each: transfers; SUM(balance) = 1000000 always
--   fault_ledger    one row per committed transfer
DROP TABLE IF EXISTS fault_items, fault_accounts, fault_ledger;
CREATE TABLE fault_items (
  id INT PRIMARY KEY,
  name VARCHAR(32) NOT NULL,
  hash CHAR(32) NOT NULL,
  payload VARCHAR(200) NOT NULL
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4;
INSERT INTO fault_items SELECT seq, CONCAT('item-', seq), MD5(seq), REPEAT(MD5(seq), 5) FROM seq_1_to_10000;
CREATE TABLE fault_accounts (
  id INT PRIMARY KEY,
  balance BIGINT NOT NULL
) ENGINE=InnoDB;
INSERT INTO fault_accounts SELECT seq, 1000 FROM seq_1_to_1000;
CREATE TABLE fault_ledger (
  id BIGINT AUTO_INCREMENT PRIMARY KEY,
  src INT NOT NULL,
  dst INT NOT NULL,
  amount INT NOT NULL,
  pid INT NOT NULL,
  at TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3)
) ENGINE=InnoDB;
