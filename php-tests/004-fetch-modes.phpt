--TEST--
fetch modes: ASSOC NUM BOTH OBJ CLASS INTO COLUMN KEY_PAIR GROUP UNIQUE LAZY BOUND FUNC and fetchAll
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/config.inc';
$db = mp_connect();
mp_drop($db, 't004');
$db->exec('CREATE TABLE t004 (id INT PRIMARY KEY, grp VARCHAR(5), name VARCHAR(20))');
$db->exec("INSERT INTO t004 VALUES (1, 'a', 'one'), (2, 'a', 'two'), (3, 'b', 'three')");
const Q = 'SELECT id, grp, name FROM t004 ORDER BY id';

class Row004 {
    public $id;
    public $grp;
    public $name;
    public $args;
    public $constructed_after;
    public function __construct($x = null, $y = null) {
        $this->args = [$x, $y];
        $this->constructed_after = $this->id !== null;
    }
}

echo "-- ASSOC\n";
var_dump($db->query(Q)->fetch(PDO::FETCH_ASSOC));
echo "-- NUM\n";
var_dump($db->query(Q)->fetch(PDO::FETCH_NUM));
echo "-- BOTH\n";
var_dump($db->query(Q)->fetch(PDO::FETCH_BOTH));
echo "-- OBJ\n";
var_dump($db->query(Q)->fetch(PDO::FETCH_OBJ));
echo "-- CLASS with ctor args\n";
$s = $db->query(Q);
$s->setFetchMode(PDO::FETCH_CLASS, 'Row004', ['p', 'q']);
var_dump($s->fetch());
echo "-- CLASS | PROPS_LATE\n";
$s = $db->query(Q);
$s->setFetchMode(PDO::FETCH_CLASS | PDO::FETCH_PROPS_LATE, 'Row004', ['late']);
var_dump($s->fetch());
echo "-- fetchObject\n";
var_dump($db->query(Q)->fetchObject('Row004', [1, 2]));
echo "-- INTO\n";
$into = new Row004('into');
$s = $db->query(Q);
$s->setFetchMode(PDO::FETCH_INTO, $into);
$s->fetch();
$second = $s->fetch();
var_dump($second === $into, $into->id, $into->name, $into->args);
echo "-- COLUMN\n";
$s = $db->query(Q);
var_dump($s->fetch(PDO::FETCH_COLUMN));
var_dump($s->fetchColumn(2));
var_dump($db->query(Q)->fetchAll(PDO::FETCH_COLUMN, 2));
echo "-- KEY_PAIR\n";
var_dump($db->query('SELECT id, name FROM t004 ORDER BY id')->fetchAll(PDO::FETCH_KEY_PAIR));
echo "-- GROUP\n";
var_dump($db->query('SELECT grp, id, name FROM t004 ORDER BY id')->fetchAll(PDO::FETCH_GROUP | PDO::FETCH_ASSOC));
var_dump($db->query('SELECT grp, name FROM t004 ORDER BY id')->fetchAll(PDO::FETCH_GROUP | PDO::FETCH_COLUMN));
echo "-- UNIQUE\n";
var_dump($db->query('SELECT id, grp, name FROM t004 ORDER BY id')->fetchAll(PDO::FETCH_UNIQUE | PDO::FETCH_ASSOC));
echo "-- LAZY\n";
$s = $db->query(Q);
$lazy = $s->fetch(PDO::FETCH_LAZY);
var_dump(get_class($lazy), $lazy->id, $lazy['name'], $lazy[1], $lazy->queryString);
echo "-- BOUND with bindColumn\n";
$s = $db->query(Q);
$s->bindColumn(1, $bid, PDO::PARAM_INT);
$s->bindColumn('name', $bname);
while ($s->fetch(PDO::FETCH_BOUND)) {
    var_dump($bid, $bname);
}
echo "-- FUNC\n";
var_dump($db->query(Q)->fetchAll(PDO::FETCH_FUNC, function ($id, $grp, $name) {
    return "$id/$grp/$name";
}));
echo "-- fetchAll variants\n";
var_dump(count($db->query(Q)->fetchAll()));
var_dump($db->query(Q)->fetchAll(PDO::FETCH_NUM));
var_dump($db->query(Q)->fetchAll(PDO::FETCH_CLASS, 'Row004', ['all']));
var_dump($db->query('SELECT id FROM t004 WHERE id > 100')->fetchAll());
echo "-- fetch past the end\n";
$s = $db->query('SELECT id FROM t004 WHERE id = 1');
var_dump($s->fetch(), $s->fetch(), $s->fetchColumn());
echo "-- query() with a fetch mode\n";
foreach ($db->query('SELECT id, name FROM t004 ORDER BY id', PDO::FETCH_NUM) as $k => $v) {
    echo "$k => ", implode(',', $v), "\n";
}
foreach ($db->query(Q, PDO::FETCH_CLASS, 'Row004', ['q']) as $o) {
    echo get_class($o), ' ', $o->name, ' ', $o->args[0], "\n";
}
mp_drop($db, 't004');
echo "done\n";
?>
--EXPECTF--
-- ASSOC
array(3) {
  ["id"]=>
  int(1)
  ["grp"]=>
  string(1) "a"
  ["name"]=>
  string(3) "one"
}
-- NUM
array(3) {
  [0]=>
  int(1)
  [1]=>
  string(1) "a"
  [2]=>
  string(3) "one"
}
-- BOTH
array(6) {
  ["id"]=>
  int(1)
  [0]=>
  int(1)
  ["grp"]=>
  string(1) "a"
  [1]=>
  string(1) "a"
  ["name"]=>
  string(3) "one"
  [2]=>
  string(3) "one"
}
-- OBJ
object(stdClass)#%d (3) {
  ["id"]=>
  int(1)
  ["grp"]=>
  string(1) "a"
  ["name"]=>
  string(3) "one"
}
-- CLASS with ctor args
object(Row004)#%d (5) {
  ["id"]=>
  int(1)
  ["grp"]=>
  string(1) "a"
  ["name"]=>
  string(3) "one"
  ["args"]=>
  array(2) {
    [0]=>
    string(1) "p"
    [1]=>
    string(1) "q"
  }
  ["constructed_after"]=>
  bool(true)
}
-- CLASS | PROPS_LATE
object(Row004)#%d (5) {
  ["id"]=>
  int(1)
  ["grp"]=>
  string(1) "a"
  ["name"]=>
  string(3) "one"
  ["args"]=>
  array(2) {
    [0]=>
    string(4) "late"
    [1]=>
    NULL
  }
  ["constructed_after"]=>
  bool(false)
}
-- fetchObject
object(Row004)#%d (5) {
  ["id"]=>
  int(1)
  ["grp"]=>
  string(1) "a"
  ["name"]=>
  string(3) "one"
  ["args"]=>
  array(2) {
    [0]=>
    int(1)
    [1]=>
    int(2)
  }
  ["constructed_after"]=>
  bool(true)
}
-- INTO
bool(true)
int(2)
string(3) "two"
array(2) {
  [0]=>
  string(4) "into"
  [1]=>
  NULL
}
-- COLUMN
int(1)
string(3) "two"
array(3) {
  [0]=>
  string(3) "one"
  [1]=>
  string(3) "two"
  [2]=>
  string(5) "three"
}
-- KEY_PAIR
array(3) {
  [1]=>
  string(3) "one"
  [2]=>
  string(3) "two"
  [3]=>
  string(5) "three"
}
-- GROUP
array(2) {
  ["a"]=>
  array(2) {
    [0]=>
    array(2) {
      ["id"]=>
      int(1)
      ["name"]=>
      string(3) "one"
    }
    [1]=>
    array(2) {
      ["id"]=>
      int(2)
      ["name"]=>
      string(3) "two"
    }
  }
  ["b"]=>
  array(1) {
    [0]=>
    array(2) {
      ["id"]=>
      int(3)
      ["name"]=>
      string(5) "three"
    }
  }
}
array(2) {
  ["a"]=>
  array(2) {
    [0]=>
    string(3) "one"
    [1]=>
    string(3) "two"
  }
  ["b"]=>
  array(1) {
    [0]=>
    string(5) "three"
  }
}
-- UNIQUE
array(3) {
  [1]=>
  array(2) {
    ["grp"]=>
    string(1) "a"
    ["name"]=>
    string(3) "one"
  }
  [2]=>
  array(2) {
    ["grp"]=>
    string(1) "a"
    ["name"]=>
    string(3) "two"
  }
  [3]=>
  array(2) {
    ["grp"]=>
    string(1) "b"
    ["name"]=>
    string(5) "three"
  }
}
-- LAZY
string(6) "PDORow"
int(1)
string(3) "one"
string(1) "a"
string(42) "SELECT id, grp, name FROM t004 ORDER BY id"
-- BOUND with bindColumn
int(1)
string(3) "one"
int(2)
string(3) "two"
int(3)
string(5) "three"
-- FUNC
array(3) {
  [0]=>
  string(7) "1/a/one"
  [1]=>
  string(7) "2/a/two"
  [2]=>
  string(9) "3/b/three"
}
-- fetchAll variants
int(3)
array(3) {
  [0]=>
  array(3) {
    [0]=>
    int(1)
    [1]=>
    string(1) "a"
    [2]=>
    string(3) "one"
  }
  [1]=>
  array(3) {
    [0]=>
    int(2)
    [1]=>
    string(1) "a"
    [2]=>
    string(3) "two"
  }
  [2]=>
  array(3) {
    [0]=>
    int(3)
    [1]=>
    string(1) "b"
    [2]=>
    string(5) "three"
  }
}
array(3) {
  [0]=>
  object(Row004)#%d (5) {
    ["id"]=>
    int(1)
    ["grp"]=>
    string(1) "a"
    ["name"]=>
    string(3) "one"
    ["args"]=>
    array(2) {
      [0]=>
      string(3) "all"
      [1]=>
      NULL
    }
    ["constructed_after"]=>
    bool(true)
  }
  [1]=>
  object(Row004)#%d (5) {
    ["id"]=>
    int(2)
    ["grp"]=>
    string(1) "a"
    ["name"]=>
    string(3) "two"
    ["args"]=>
    array(2) {
      [0]=>
      string(3) "all"
      [1]=>
      NULL
    }
    ["constructed_after"]=>
    bool(true)
  }
  [2]=>
  object(Row004)#%d (5) {
    ["id"]=>
    int(3)
    ["grp"]=>
    string(1) "b"
    ["name"]=>
    string(5) "three"
    ["args"]=>
    array(2) {
      [0]=>
      string(3) "all"
      [1]=>
      NULL
    }
    ["constructed_after"]=>
    bool(true)
  }
}
array(0) {
}
-- fetch past the end
array(2) {
  ["id"]=>
  int(1)
  [0]=>
  int(1)
}
bool(false)
bool(false)
-- query() with a fetch mode
0 => 1,one
1 => 2,two
2 => 3,three
Row004 one q
Row004 two q
Row004 three q
done
