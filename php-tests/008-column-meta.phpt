--TEST--
getColumnMeta: the arrays pdo_mysql returns for int, bigint unsigned, varchar, decimal, double, datetime, blob, NULL
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/config.inc';
$db = mp_connect();
mp_drop($db, 't008');
$db->exec('CREATE TABLE t008 (
    id INT NOT NULL AUTO_INCREMENT PRIMARY KEY,
    big BIGINT UNSIGNED NULL,
    name VARCHAR(30) NOT NULL,
    price DECIMAL(10,2) NULL,
    ratio DOUBLE NULL,
    created DATETIME NULL,
    data BLOB NULL,
    tiny TINYINT NOT NULL DEFAULT 0,
    UNIQUE KEY (name)
)');
$db->exec("INSERT INTO t008 (big, name, price, ratio, created, data) VALUES (18446744073709551615, 'x', 12.50, 0.5, '2024-02-29 12:34:56', 'blob')");
$s = $db->query('SELECT id, big, name, price, ratio, created, data, tiny, NULL AS nothing, 1 + 1 AS expr, name AS alias FROM t008');
$n = $s->columnCount();
for ($i = 0; $i < $n; $i++) {
    $m = $s->getColumnMeta($i);
    ksort($m);
    sort($m['flags']);
    var_dump($m);
}
var_dump($s->getColumnMeta($n));
try {
    $s->getColumnMeta(-1);
} catch (ValueError $e) {
    echo get_class($e), ': ', $e->getMessage(), "\n";
}
mp_drop($db, 't008');
echo "done\n";
?>
--EXPECT--
array(7) {
  ["flags"]=>
  array(2) {
    [0]=>
    string(8) "not_null"
    [1]=>
    string(11) "primary_key"
  }
  ["len"]=>
  int(11)
  ["name"]=>
  string(2) "id"
  ["native_type"]=>
  string(4) "LONG"
  ["pdo_type"]=>
  int(1)
  ["precision"]=>
  int(0)
  ["table"]=>
  string(4) "t008"
}
array(7) {
  ["flags"]=>
  array(0) {
  }
  ["len"]=>
  int(20)
  ["name"]=>
  string(3) "big"
  ["native_type"]=>
  string(8) "LONGLONG"
  ["pdo_type"]=>
  int(1)
  ["precision"]=>
  int(0)
  ["table"]=>
  string(4) "t008"
}
array(7) {
  ["flags"]=>
  array(2) {
    [0]=>
    string(8) "not_null"
    [1]=>
    string(10) "unique_key"
  }
  ["len"]=>
  int(120)
  ["name"]=>
  string(4) "name"
  ["native_type"]=>
  string(10) "VAR_STRING"
  ["pdo_type"]=>
  int(2)
  ["precision"]=>
  int(0)
  ["table"]=>
  string(4) "t008"
}
array(7) {
  ["flags"]=>
  array(0) {
  }
  ["len"]=>
  int(12)
  ["name"]=>
  string(5) "price"
  ["native_type"]=>
  string(10) "NEWDECIMAL"
  ["pdo_type"]=>
  int(2)
  ["precision"]=>
  int(2)
  ["table"]=>
  string(4) "t008"
}
array(7) {
  ["flags"]=>
  array(0) {
  }
  ["len"]=>
  int(22)
  ["name"]=>
  string(5) "ratio"
  ["native_type"]=>
  string(6) "DOUBLE"
  ["pdo_type"]=>
  int(2)
  ["precision"]=>
  int(31)
  ["table"]=>
  string(4) "t008"
}
array(7) {
  ["flags"]=>
  array(0) {
  }
  ["len"]=>
  int(19)
  ["name"]=>
  string(7) "created"
  ["native_type"]=>
  string(8) "DATETIME"
  ["pdo_type"]=>
  int(2)
  ["precision"]=>
  int(0)
  ["table"]=>
  string(4) "t008"
}
array(7) {
  ["flags"]=>
  array(1) {
    [0]=>
    string(4) "blob"
  }
  ["len"]=>
  int(65535)
  ["name"]=>
  string(4) "data"
  ["native_type"]=>
  string(4) "BLOB"
  ["pdo_type"]=>
  int(2)
  ["precision"]=>
  int(0)
  ["table"]=>
  string(4) "t008"
}
array(7) {
  ["flags"]=>
  array(1) {
    [0]=>
    string(8) "not_null"
  }
  ["len"]=>
  int(4)
  ["name"]=>
  string(4) "tiny"
  ["native_type"]=>
  string(4) "TINY"
  ["pdo_type"]=>
  int(1)
  ["precision"]=>
  int(0)
  ["table"]=>
  string(4) "t008"
}
array(7) {
  ["flags"]=>
  array(0) {
  }
  ["len"]=>
  int(0)
  ["name"]=>
  string(7) "nothing"
  ["native_type"]=>
  string(4) "NULL"
  ["pdo_type"]=>
  int(2)
  ["precision"]=>
  int(0)
  ["table"]=>
  string(0) ""
}
array(7) {
  ["flags"]=>
  array(1) {
    [0]=>
    string(8) "not_null"
  }
  ["len"]=>
  int(3)
  ["name"]=>
  string(4) "expr"
  ["native_type"]=>
  string(4) "LONG"
  ["pdo_type"]=>
  int(1)
  ["precision"]=>
  int(0)
  ["table"]=>
  string(0) ""
}
array(7) {
  ["flags"]=>
  array(2) {
    [0]=>
    string(8) "not_null"
    [1]=>
    string(10) "unique_key"
  }
  ["len"]=>
  int(120)
  ["name"]=>
  string(5) "alias"
  ["native_type"]=>
  string(10) "VAR_STRING"
  ["pdo_type"]=>
  int(2)
  ["precision"]=>
  int(0)
  ["table"]=>
  string(4) "t008"
}
bool(false)
ValueError: PDOStatement::getColumnMeta(): Argument #1 ($column) must be greater than or equal to 0
done
