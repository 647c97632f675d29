--TEST--
mysqli: fetch_row / assoc / array (3 modes) / object (class, constructor arguments) / all / column,
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
// lengths, data_seek, iteration; procedural and object forms
$m = mpi_connect();
$sql = "SELECT 1 AS a, 'x' AS b, NULL AS c UNION ALL SELECT 2, 'yy', 'z'";
$r = $m->query($sql);
var_dump($r->fetch_row(), mysqli_fetch_assoc($r), $r->fetch_row());
$r = mysqli_query($m, $sql);
var_dump($r->fetch_array(), $r->fetch_array(MYSQLI_ASSOC), $r->fetch_array(MYSQLI_NUM));
var_dump($r->data_seek(1), mysqli_fetch_array($r, MYSQLI_NUM), $r->data_seek(2));
class Row412 {
    public $a;
    public $given;
    function __construct($given = 'none') { $this->given = $given; }
}
$r = $m->query($sql);
var_dump($r->fetch_object(), $r->fetch_object('Row412', ['arg']), $r->fetch_object('Row412'));
var_dump($m->query($sql)->fetch_all(), mysqli_fetch_all($m->query($sql), MYSQLI_ASSOC), $m->query($sql)->fetch_all(MYSQLI_BOTH));
$r = $m->query($sql);
var_dump($r->fetch_column(), $r->fetch_column(1), $r->fetch_column());
$r = $m->query($sql);
var_dump(mysqli_fetch_lengths($r), $r->lengths);
$r->fetch_row();
var_dump(mysqli_fetch_lengths($r), $r->lengths);
$r->fetch_row();
$r->fetch_row();
var_dump(mysqli_fetch_lengths($r));
$r = $m->query($sql);
foreach ($r as $k => $row) { var_dump($k, $row); }
foreach ($r as $k => $row) { var_dump($k); }
var_dump(iterator_to_array($m->query($sql)->getIterator()));
// duplicate names: the last wins in assoc
var_dump($m->query('SELECT 1 AS a, 2 AS a')->fetch_assoc());
var_dump($m->query('SELECT 1 FROM DUAL WHERE 0')->fetch_assoc());
?>
--EXPECTF--
array(3) {
  [0]=>
  string(1) "1"
  [1]=>
  string(1) "x"
  [2]=>
  NULL
}
array(3) {
  ["a"]=>
  string(1) "2"
  ["b"]=>
  string(2) "yy"
  ["c"]=>
  string(1) "z"
}
NULL
array(6) {
  [0]=>
  string(1) "1"
  ["a"]=>
  string(1) "1"
  [1]=>
  string(1) "x"
  ["b"]=>
  string(1) "x"
  [2]=>
  NULL
  ["c"]=>
  NULL
}
array(3) {
  ["a"]=>
  string(1) "2"
  ["b"]=>
  string(2) "yy"
  ["c"]=>
  string(1) "z"
}
NULL
bool(true)
array(3) {
  [0]=>
  string(1) "2"
  [1]=>
  string(2) "yy"
  [2]=>
  string(1) "z"
}
bool(false)

Deprecated: Creation of dynamic property Row412::$b is deprecated in %s on line 17

Deprecated: Creation of dynamic property Row412::$c is deprecated in %s on line 17
object(stdClass)#3 (3) {
  ["a"]=>
  string(1) "1"
  ["b"]=>
  string(1) "x"
  ["c"]=>
  NULL
}
object(Row412)#4 (4) {
  ["a"]=>
  string(1) "2"
  ["given"]=>
  string(3) "arg"
  ["b"]=>
  string(2) "yy"
  ["c"]=>
  string(1) "z"
}
NULL
array(2) {
  [0]=>
  array(3) {
    [0]=>
    string(1) "1"
    [1]=>
    string(1) "x"
    [2]=>
    NULL
  }
  [1]=>
  array(3) {
    [0]=>
    string(1) "2"
    [1]=>
    string(2) "yy"
    [2]=>
    string(1) "z"
  }
}
array(2) {
  [0]=>
  array(3) {
    ["a"]=>
    string(1) "1"
    ["b"]=>
    string(1) "x"
    ["c"]=>
    NULL
  }
  [1]=>
  array(3) {
    ["a"]=>
    string(1) "2"
    ["b"]=>
    string(2) "yy"
    ["c"]=>
    string(1) "z"
  }
}
array(2) {
  [0]=>
  array(6) {
    [0]=>
    string(1) "1"
    ["a"]=>
    string(1) "1"
    [1]=>
    string(1) "x"
    ["b"]=>
    string(1) "x"
    [2]=>
    NULL
    ["c"]=>
    NULL
  }
  [1]=>
  array(6) {
    [0]=>
    string(1) "2"
    ["a"]=>
    string(1) "2"
    [1]=>
    string(2) "yy"
    ["b"]=>
    string(2) "yy"
    [2]=>
    string(1) "z"
    ["c"]=>
    string(1) "z"
  }
}
string(1) "1"
string(2) "yy"
bool(false)
bool(false)
NULL
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(1)
  [2]=>
  int(0)
}
array(3) {
  [0]=>
  int(1)
  [1]=>
  int(1)
  [2]=>
  int(0)
}
bool(false)
int(0)
array(3) {
  ["a"]=>
  string(1) "1"
  ["b"]=>
  string(1) "x"
  ["c"]=>
  NULL
}
int(1)
array(3) {
  ["a"]=>
  string(1) "2"
  ["b"]=>
  string(2) "yy"
  ["c"]=>
  string(1) "z"
}
int(0)
int(1)
array(2) {
  [0]=>
  array(3) {
    ["a"]=>
    string(1) "1"
    ["b"]=>
    string(1) "x"
    ["c"]=>
    NULL
  }
  [1]=>
  array(3) {
    ["a"]=>
    string(1) "2"
    ["b"]=>
    string(2) "yy"
    ["c"]=>
    string(1) "z"
  }
}
array(1) {
  ["a"]=>
  string(1) "2"
}
NULL
