-- The reference workload's data (bench/run.sh, bench/tls.sh): database `bench`, table `users`,
-- 100,000 rows (id, name, email, created_at; utf8mb4, some names non-ASCII). Run as root:
--   admin --default-character-set=utf8mb4 < bench/lib/users.sql
CREATE DATABASE bench CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci;
USE bench;
CREATE TABLE bench.users (
  id INT UNSIGNED NOT NULL PRIMARY KEY,
  name VARCHAR(100) NOT NULL,
  email VARCHAR(190) NOT NULL,
  created_at DATETIME NOT NULL,
  UNIQUE KEY email (email)
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_general_ci;
INSERT INTO bench.users (id, name, email, created_at)
  SELECT seq,
         CONCAT(ELT(1 + seq % 8, 'Ada', 'Zoë', 'José', 'Łukasz', 'Søren', 'Chloé', 'Mía', '李'),
                ' Example-', seq),
         CONCAT('user', seq, '@example.com'),
         TIMESTAMP'2020-01-01 00:00:00' + INTERVAL seq MINUTE
  FROM seq_1_to_100000;
ANALYZE TABLE bench.users;
