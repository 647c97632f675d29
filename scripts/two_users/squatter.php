<?php
// The other Unix user of scripts/two_users/two_users_test.sh: listens on every socket path it is given and
// logs whatever reaches it (connections and bytes), and holds flock(LOCK_EX) on every lock path.
//
//   php squatter.php LOG READY [listen:PATH | full:PATH | lock:PATH]...
//
// listen: accepts and records; full: listens with backlog 0 and fills the backlog itself, so
// that a further connect() would block (it never accepts); lock: creates the file mode 0666
// and holds LOCK_EX. READY gets one line per path taken once everything is set up. Exits after
// 90 s at the latest (the test kills it by pid before that).
declare(strict_types=1);

[$self, $log, $ready] = array_slice($argv, 0, 3);
$deadline = microtime(true) + 90;

function note(string $line): void
{
    global $log;
    file_put_contents($log, $line . "\n", FILE_APPEND);
}

umask(0);
$listeners = [];   // id => [socket, path]
$clients = [];     // id => [socket, path]
$keep = [];        // never read: full listeners, their fillers, lock files
$taken = [];
foreach (array_slice($argv, 3) as $spec) {
    [$kind, $path] = explode(':', $spec, 2);
    if ($kind === 'lock') {
        $f = @fopen($path, 'c');
        if ($f && flock($f, LOCK_EX | LOCK_NB)) {
            @chmod($path, 0666);
            $keep[] = $f;
            $taken[] = "lock $path";
        } else {
            note("could not lock $path");
        }
        continue;
    }
    $s = socket_create(AF_UNIX, SOCK_STREAM, 0);
    if (!@socket_bind($s, $path)) {
        note("could not bind $path: " . socket_strerror(socket_last_error($s)));
        continue;
    }
    @chmod($path, 0777);
    if ($kind === 'full') {
        socket_listen($s, 0);
        $filler = socket_create(AF_UNIX, SOCK_STREAM, 0);
        socket_connect($filler, $path);
        array_push($keep, $s, $filler);
    } else {
        socket_listen($s, 16);
        $listeners[spl_object_id($s)] = [$s, $path];
    }
    $taken[] = "$kind $path";
}
file_put_contents($ready, implode("\n", $taken) . "\n");

while (microtime(true) < $deadline) {
    $read = [];
    foreach ($listeners + $clients as [$s]) {
        $read[] = $s;
    }
    $write = $except = null;
    if ($read === []) {
        usleep(200000);
        continue;
    }
    if (@socket_select($read, $write, $except, 0, 200000) < 1) {
        continue;
    }
    foreach ($read as $s) {
        $id = spl_object_id($s);
        if (isset($listeners[$id])) {
            $c = @socket_accept($s);
            if ($c) {
                $clients[spl_object_id($c)] = [$c, $listeners[$id][1]];
                note("accept " . $listeners[$id][1]);
            }
            continue;
        }
        $data = @socket_read($s, 65536, PHP_BINARY_READ);
        if ($data === false || $data === '') {
            socket_close($s);
            unset($clients[$id]);
            continue;
        }
        note("bytes " . $clients[$id][1] . " " . strlen($data) . " " . bin2hex(substr($data, 0, 32)));
    }
}
