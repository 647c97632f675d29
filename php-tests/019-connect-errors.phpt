--TEST--
connection errors at new PDO: wrong password, unknown database, unreachable server, malformed DSN
--SKIPIF--
<?php require __DIR__ . '/inc/skipif.inc'; ?>
--FILE--
<?php
require __DIR__ . '/inc/config.inc';

function attempt(string $label, callable $fn): void {
    $t = microtime(true);
    try {
        $fn();
        echo "$label: connected?!\n";
    } catch (PDOException $e) {
        echo "$label: ", get_class($e), "\n";
        echo '  code: ', var_export($e->getCode(), true), "\n";
        echo '  message: ', $e->getMessage(), "\n";
        echo '  errorInfo: ', json_encode($e->errorInfo), "\n";
    }
    $elapsed = microtime(true) - $t;
    echo '  quick: ', $elapsed < 5 ? 'yes' : "no ($elapsed s)", "\n";
}

attempt('wrong password', function () {
    mp_connect([], [], MP_USER, 'not-the-password');
});
attempt('unknown user', function () {
    mp_connect([], [], 'nobody_019', 'x');
});
attempt('unknown database', function () {
    mp_connect(['dbname' => 'no_such_db_019']);
});

// a port where nothing listens: bind one, close it
$srv = stream_socket_server('tcp://127.0.0.1:0');
$port = (int) substr(strrchr(stream_socket_get_name($srv, false), ':'), 1);
fclose($srv);
attempt('nothing listening', function () use ($port) {
    mp_connect(['port' => $port]);
});

attempt('no colon', function () {
    new PDO(MP_DRIVER, MP_USER, MP_PASSWORD);
});
attempt('unknown driver', function () {
    new PDO('nosuchdriver019:host=' . MP_HOST, MP_USER, MP_PASSWORD);
});

// after all that, a good connection still works
var_dump(mp_connect()->query('SELECT 1')->fetchColumn());
echo "done\n";
?>
--EXPECTF--
wrong password: PDOException
  code: 1045
  message: SQLSTATE[HY000] [1045] Access denied for user 'mysqlpool'@%s
  errorInfo: ["HY000",1045,"Access denied for user 'mysqlpool'@%s"]
  quick: yes
unknown user: PDOException
  code: 1045
  message: SQLSTATE[HY000] [1045] Access denied for user 'nobody_019'@%s
  errorInfo: ["HY000",1045,"Access denied for user 'nobody_019'@%s"]
  quick: yes
unknown database: PDOException
  code: 1049
  message: SQLSTATE[HY000] [1049] Unknown database 'no_such_db_019'
  errorInfo: ["HY000",1049,"Unknown database 'no_such_db_019'"]
  quick: yes
nothing listening: PDOException
  code: 2002
  message: SQLSTATE[HY000] [2002] %s
  errorInfo: ["HY000",2002,"%s"]
  quick: yes
no colon: PDOException
  code: 0
  message: PDO::__construct(): Argument #1 ($dsn) must be a valid data source name
  errorInfo: null
  quick: yes
unknown driver: PDOException
  code: 0
  message: could not find driver
  errorInfo: null
  quick: yes
int(1)
done
