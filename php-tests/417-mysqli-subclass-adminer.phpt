--TEST--
mysqli: subclassing as Adminer does: class Min_DB extends MySQLi, parent::init() in its constructor,
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/mysqli.inc';
// real_connect later; its own properties beside mysqli's
class Min_DB extends MySQLi {
    public $extension = 'MySQLi';
    function __construct() { @parent::init(); }
    function connect2($server, $username, $password, $database = null) {
        mysqli_report(MYSQLI_REPORT_OFF);
        list($host, $port) = explode(':', $server, 2);
        $return = @$this->real_connect($host, $username, $password, $database, is_numeric($port) ? $port : ini_get('mysqli.default_port'), null, 0);
        $this->options(MYSQLI_OPT_LOCAL_INFILE, false);
        return $return;
    }
    function result($query, $field = 0) {
        $result = $this->query($query);
        if (!$result) return false;
        $row = $result->fetch_array();
        return $row[$field];
    }
}
class Result417 extends mysqli_result {}
$db = new Min_DB;
var_dump($db instanceof mysqli, $db->extension, extension_loaded('mysqli'));
var_dump($db->connect2(MP_HOST . ':' . MP_PORT, MP_USER, MP_PASSWORD, MP_DB));
var_dump($db->result('SELECT 42'), $db->errno, $db->server_version > 0);
var_dump($db->connect2(MP_HOST . ':' . MP_PORT, MP_USER, 'x', MP_DB), $db->connect_errno);
$m = mpi_connect();
$m->real_query('SELECT 7');
$r = new Result417($m);
var_dump(get_class($r), $r->fetch_row());
?>
--EXPECTF--
bool(true)
string(6) "MySQLi"
bool(true)
bool(true)
string(2) "42"
int(0)
bool(true)
bool(false)
int(1045)
string(9) "Result417"
array(1) {
  [0]=>
  string(1) "7"
}
