<?php
// A fake, hostile MySQL/MariaDB server for scripts/hostile_server/hostile_server_test.sh.
//
//   php fake_mysql.php --scenario NAME --port-file FILE --log FILE [--secret PATH] [--lifetime S]
//
// Listens on 127.0.0.1 on a free port (written to --port-file once listening), speaks the
// protocol 10 handshake (accepts any password), then behaves as the scenario says (list at the
// end of this comment). One forked child per connection, so a client that opens several
// connections (the manager's pool) is served in parallel.
//
// Logs, for the test to assert on:
//   --log FILE      one line per event: `conn=N t=MS recv seq=S len=L cmd=0xXX hex=...` for
//                   every packet received, `conn=N t=MS infile-data len=L` for the bytes sent
//                   in reply to a LOCAL INFILE request, `conn=N t=MS eof` when the client
//                   closed, and other `event` lines (handshake caps, auth switch replies).
//   FILE.raw        every byte received, as received (headers included), followed by what
//                   the server could decode from it (a password it decrypted with its RSA key),
//                   so `grep -F SECRET FILE.raw` tells whether a secret reached the server.
//
// Scenarios:
//   normal                   answers everything well (SELECT: one row "1"; else OK)
//   infile-on-connect        answers the first COM_QUERY (the manager's init command) with a
//                            LOCAL INFILE request for --secret; if the file comes, says OK
//   infile-on-query          init command OK; every other COM_QUERY gets the LOCAL INFILE
//                            request
//   cleartext-auth-switch    AuthSwitchRequest to mysql_clear_password, then ERR 1045
//   dialog-auth-switch       AuthSwitchRequest to dialog, asking a "password" question (type 4)
//   sha256-pubkey            AuthSwitchRequest to sha256_password; hands out its own RSA public
//                            key when asked, decrypts what comes back (password XOR scramble)
//   garbage-16m              user query: header claims 16 MiB, 10 bytes follow, then close
//   garbage-colcount         user query: column count 2^40, then up to 10^6 column definitions
//                            (2 s at most), then close
//   garbage-ok-trunc         user query: OK packet cut inside a length-encoded integer
//   garbage-field-len        user query: a row whose field length runs past the packet
//   garbage-seq              user query: OK packet with a wrong sequence id
//   huge-version             64 KiB server version string, then normal
//   bad-scramble-len         handshake whose auth-plugin-data length is 255 (past the packet)
//   pre41-greeting           handshake packet that ends right after the version string (no
//                            capabilities: what a pre-4.1 server would send)
//   stall-greeting           accepts TCP, never sends the handshake
//   stall-init               authenticates, never answers the init command
//   stall-rollback           answers as a server would (BEGIN opens a transaction), but never
//                            answers ROLLBACK (what the manager sends for a handed-back one)

declare(strict_types=1);
error_reporting(E_ALL);

$opt = getopt('', ['scenario:', 'port-file:', 'log:', 'secret:', 'lifetime:']);
foreach (['scenario', 'port-file', 'log'] as $k) {
    if (!isset($opt[$k])) {
        fwrite(STDERR, "usage: php fake_mysql.php --scenario NAME --port-file FILE --log FILE [--secret PATH] [--lifetime S]\n");
        exit(2);
    }
}
$SCENARIO = $opt['scenario'];
$LOG = $opt['log'];
$RAW = $opt['log'] . '.raw';
$SECRET = $opt['secret'] ?? '/nonexistent';
$LIFETIME = (int)($opt['lifetime'] ?? 40);
$T0 = microtime(true);
$CONN = 0;

const CLIENT_LONG_PASSWORD = 0x1;         // also "CLIENT_MYSQL": set = no MariaDB extended caps
const CLIENT_FOUND_ROWS = 0x2;
const CLIENT_LONG_FLAG = 0x4;
const CLIENT_CONNECT_WITH_DB = 0x8;
const CLIENT_LOCAL_FILES = 0x80;
const CLIENT_PROTOCOL_41 = 0x200;
const CLIENT_TRANSACTIONS = 0x2000;
const CLIENT_SECURE_CONNECTION = 0x8000;
const CLIENT_MULTI_STATEMENTS = 0x10000;
const CLIENT_MULTI_RESULTS = 0x20000;
const CLIENT_PS_MULTI_RESULTS = 0x40000;
const CLIENT_PLUGIN_AUTH = 0x80000;
const CLIENT_CONNECT_ATTRS = 0x100000;
const CLIENT_PLUGIN_AUTH_LENENC = 0x200000;
const CLIENT_SESSION_TRACK = 0x800000;
const CLIENT_DEPRECATE_EOF = 0x1000000;

const SERVER_CAPS = CLIENT_LONG_PASSWORD | CLIENT_FOUND_ROWS | CLIENT_LONG_FLAG | CLIENT_CONNECT_WITH_DB
    | CLIENT_LOCAL_FILES | CLIENT_PROTOCOL_41 | CLIENT_TRANSACTIONS | CLIENT_SECURE_CONNECTION
    | CLIENT_MULTI_STATEMENTS | CLIENT_MULTI_RESULTS | CLIENT_PS_MULTI_RESULTS | CLIENT_PLUGIN_AUTH
    | CLIENT_CONNECT_ATTRS | CLIENT_PLUGIN_AUTH_LENENC | CLIENT_SESSION_TRACK;
const STATUS_AUTOCOMMIT = 0x0002;
const STATUS_IN_TRANS = 0x0001;

function logline(string $s): void {
    global $LOG, $T0, $CONN;
    $ms = (int)round((microtime(true) - $T0) * 1000);
    file_put_contents($LOG, "conn=$CONN t=$ms $s\n", FILE_APPEND | LOCK_EX);
}
function raw(string $bytes): void {
    global $RAW;
    if ($bytes !== '') file_put_contents($RAW, $bytes, FILE_APPEND | LOCK_EX);
}

function lenenc_int(int $n): string {
    if ($n < 0xFB) return chr($n);
    if ($n <= 0xFFFF) return "\xFC" . pack('v', $n);
    if ($n <= 0xFFFFFF) return "\xFD" . substr(pack('V', $n), 0, 3);
    return "\xFE" . pack('P', $n);
}
function lenenc_str(string $s): string { return lenenc_int(strlen($s)) . $s; }

final class Conn {
    /** @var resource */
    public $s;
    public int $seq = 0;        // sequence id of the next packet this server sends
    public int $clientCaps = 0;
    public bool $closed = false;

    public function __construct($s) { $this->s = $s; }

    // Exactly $n bytes, or null on EOF/timeout (logged).
    public function readExact(int $n, float $timeout = 30.0): ?string {
        $buf = '';
        $deadline = microtime(true) + $timeout;
        while (strlen($buf) < $n) {
            $left = $deadline - microtime(true);
            if ($left <= 0) { logline('timeout waiting for client'); return null; }
            $r = [$this->s]; $w = null; $e = null;
            $sec = (int)$left; $usec = (int)(($left - $sec) * 1e6);
            $k = @stream_select($r, $w, $e, $sec, $usec);
            if ($k === false) return null;
            if ($k === 0) continue;
            $chunk = @fread($this->s, $n - strlen($buf));
            if ($chunk === false || $chunk === '') {
                if (feof($this->s)) { $this->closed = true; logline('eof'); return null; }
                continue;
            }
            raw($chunk);
            $buf .= $chunk;
        }
        return $buf;
    }

    // One packet: [seq, payload], or null on EOF.
    public function readPacket(string $what = 'recv', float $timeout = 30.0): ?array {
        $h = $this->readExact(4, $timeout);
        if ($h === null) return null;
        $len = ord($h[0]) | (ord($h[1]) << 8) | (ord($h[2]) << 16);
        $seq = ord($h[3]);
        $p = $len > 0 ? $this->readExact($len, $timeout) : '';
        if ($p === null) return null;
        $cmd = $len > 0 ? sprintf('0x%02x', ord($p[0])) : '-';
        logline("$what seq=$seq len=$len cmd=$cmd hex=" . bin2hex(substr($p, 0, 512)));
        $this->seq = ($seq + 1) & 0xFF;
        return [$seq, $p];
    }

    public function writeRaw(string $bytes): bool {
        $off = 0;
        while ($off < strlen($bytes)) {
            $n = @fwrite($this->s, substr($bytes, $off));
            if ($n === false || $n === 0) { logline('write failed (client gone)'); return false; }
            $off += $n;
        }
        return true;
    }

    public function send(string $payload, ?int $seq = null): bool {
        $seq ??= $this->seq;
        $this->seq = ($seq + 1) & 0xFF;
        return $this->writeRaw(substr(pack('V', strlen($payload)), 0, 3) . chr($seq) . $payload);
    }

    public function ok(int $status = STATUS_AUTOCOMMIT, int $affected = 0): bool {
        $p = "\x00" . lenenc_int($affected) . lenenc_int(0) . pack('v', $status) . pack('v', 0);
        if ($this->clientCaps & CLIENT_SESSION_TRACK) $p .= lenenc_str('');
        return $this->send($p);
    }
    public function err(int $code, string $msg, string $state = '28000'): bool {
        return $this->send("\xFF" . pack('v', $code) . '#' . $state . $msg);
    }
    public function eof(int $status = STATUS_AUTOCOMMIT): bool {
        if ($this->clientCaps & CLIENT_DEPRECATE_EOF) {
            return $this->send("\xFE" . lenenc_int(0) . lenenc_int(0) . pack('v', $status) . pack('v', 0));
        }
        return $this->send("\xFE\x00\x00" . pack('v', $status));
    }
    public static function columnDef(string $name, int $type = 8): string {
        return lenenc_str('def') . lenenc_str('') . lenenc_str('') . lenenc_str('') . lenenc_str($name)
            . lenenc_str($name) . "\x0c" . pack('v', 63) . pack('V', 21) . chr($type) . pack('v', 0x81)
            . "\x00" . "\x00\x00";
    }
    // A one-column result set with the given rows (strings).
    public function resultSet(array $rows): bool {
        $this->send(lenenc_int(1));
        $this->send(self::columnDef('1'));
        if (!($this->clientCaps & CLIENT_DEPRECATE_EOF)) $this->eof();
        foreach ($rows as $r) $this->send(lenenc_str($r));
        return $this->eof();
    }

    // Waits (reading and logging) until the client closes or $seconds pass.
    public function drain(float $seconds): void {
        $end = microtime(true) + $seconds;
        while (!$this->closed && microtime(true) < $end) {
            if ($this->readPacket('recv', max(0.05, $end - microtime(true))) === null && !$this->closed) break;
        }
    }
}

function greeting(string $scenario, string $scramble): string {
    $version = '10.11.99-MariaDB-fake';
    if ($scenario === 'huge-version') $version .= '-' . str_repeat('V', 65536);
    $p = "\x0a" . $version . "\x00";
    if ($scenario === 'pre41-greeting') return $p;
    $p .= pack('V', 4242);                       // thread id
    $p .= substr($scramble, 0, 8) . "\x00";       // auth-plugin-data part 1, filler
    $p .= pack('v', SERVER_CAPS & 0xFFFF);
    $p .= chr(45);                                // utf8mb4_general_ci
    $p .= pack('v', STATUS_AUTOCOMMIT);
    $p .= pack('v', SERVER_CAPS >> 16);
    $p .= chr($scenario === 'bad-scramble-len' ? 255 : 21);
    $p .= str_repeat("\x00", 10);                 // reserved (no MariaDB extended caps: CLIENT_MYSQL set)
    $p .= substr($scramble, 8, 12) . "\x00";      // part 2 (13 bytes)
    $p .= "mysql_native_password\x00";
    return $p;
}

function parse_handshake_response(Conn $c, string $p): void {
    if (strlen($p) < 32) {
        // A pre-4.1 response: 2-byte caps, 3-byte max packet, user NUL, 8-byte old scramble.
        logline(sprintf('event=short-handshake-response caps=0x%04x (pre-4.1 protocol)',
            strlen($p) >= 2 ? unpack('v', $p)[1] : 0));
        return;
    }
    $caps = unpack('V', substr($p, 0, 4))[1];
    $c->clientCaps = $caps;
    $pos = 32;
    $nul = strpos($p, "\x00", $pos);
    $user = $nul === false ? '' : substr($p, $pos, $nul - $pos);
    $plugin = '';
    if ($caps & CLIENT_PLUGIN_AUTH) {
        // The plugin name is the last NUL-terminated string before the attributes; not needed
        // for any assertion, logged best-effort.
        if (preg_match('/(mysql_native_password|client_ed25519|caching_sha2_password|sha256_password|mysql_clear_password|dialog)/', $p, $m)) $plugin = $m[1];
    }
    logline(sprintf('event=handshake-response caps=0x%08x local_files=%d session_track=%d deprecate_eof=%d ssl=%d user=%s plugin=%s',
        $caps, ($caps & CLIENT_LOCAL_FILES) ? 1 : 0, ($caps & CLIENT_SESSION_TRACK) ? 1 : 0,
        ($caps & CLIENT_DEPRECATE_EOF) ? 1 : 0, ($caps & 0x800) ? 1 : 0, $user, $plugin));
}

// The LOCAL INFILE request: 0xFB + file name; logs and keeps whatever comes back, then OK.
function infile_request(Conn $c, string $path): void {
    logline("event=infile-request path=$path");
    $c->send("\xFB" . $path);
    $data = '';
    for (;;) {
        $pk = $c->readPacket('infile-recv', 5.0);
        if ($pk === null) { logline('infile-data len=' . strlen($data) . ' (connection ended)'); return; }
        if ($pk[1] === '') break;
        $data .= $pk[1];
    }
    logline('infile-data len=' . strlen($data));
    // A real server says how many rows it loaded; saying OK makes the client believe it worked.
    $c->ok(STATUS_AUTOCOMMIT, strlen($data) > 0 ? 1 : 0);
}

// Authentication phase after the handshake response. Returns false to end the connection.
function authenticate(Conn $c, string $scenario, string $scramble): bool {
    switch ($scenario) {
        case 'cleartext-auth-switch':
        case 'dialog-auth-switch':
            $plugin = $scenario === 'dialog-auth-switch' ? 'dialog' : 'mysql_clear_password';
            $data = $scenario === 'dialog-auth-switch' ? "\x04Password: " : $scramble . "\x00";
            logline("event=auth-switch plugin=$plugin");
            $c->send("\xFE" . $plugin . "\x00" . $data);
            $pk = $c->readPacket('auth-switch-reply', 5.0);
            if ($pk !== null) $c->err(1045, "Access denied for user (fake server, $plugin)");
            return false;
        case 'sha256-pubkey':
            logline('event=auth-switch plugin=sha256_password');
            $c->send("\xFE" . "sha256_password\x00" . $scramble . "\x00");
            $pk = $c->readPacket('auth-switch-reply', 5.0);
            if ($pk === null) return false;
            if ($pk[1] === "\x01") {
                $key = openssl_pkey_new(['private_key_bits' => 2048, 'private_key_type' => OPENSSL_KEYTYPE_RSA]);
                $pem = openssl_pkey_get_details($key)['key'];
                logline('event=sent-public-key');
                $c->send($pem);
                $pk = $c->readPacket('auth-encrypted-password', 5.0);
                if ($pk === null) return false;
                if (openssl_private_decrypt($pk[1], $plain, $key, OPENSSL_PKCS1_OAEP_PADDING)) {
                    $pw = '';
                    for ($i = 0; $i < strlen($plain); $i++) $pw .= $plain[$i] ^ $scramble[$i % 20];
                    logline('event=decrypted-password len=' . strlen($pw));
                    raw("\n[decrypted password] " . rtrim($pw, "\x00") . "\n");
                } else {
                    logline('event=decrypt-failed');
                }
            }
            $c->err(1045, 'Access denied for user (fake server, sha256_password)');
            return false;
        default:
            return $c->ok();
    }
}

function is_init_command(string $sql): bool {
    return stripos($sql, 'session_track_state_change') !== false;
}

// The reply to a user query (not the manager's init command) in a garbage scenario.
// Returns false to end the connection.
function garbage_reply(Conn $c, string $scenario): bool {
    switch ($scenario) {
        case 'garbage-16m':
            $c->writeRaw("\xFF\xFF\xFF" . chr($c->seq) . 'ABCDEFGHIJ');
            logline('event=sent-16m-header-then-close');
            return false;
        case 'garbage-colcount':
            $c->send(lenenc_int(1 << 40));
            $end = microtime(true) + 2.0;
            $n = 0;
            $def = Conn::columnDef('c');
            // Enough to show whether the client allocates for the count (about 300 MB in the
            // worker if it keeps them all), bounded so a test run stays gentle on the machine.
            while (microtime(true) < $end && $n < 1000000) {
                $batch = '';
                for ($i = 0; $i < 256; $i++) {
                    $batch .= substr(pack('V', strlen($def)), 0, 3) . chr($c->seq) . $def;
                    $c->seq = ($c->seq + 1) & 0xFF;
                }
                if (!$c->writeRaw($batch)) break;
                $n += 256;
            }
            logline("event=sent-column-defs n=$n then-close");
            return false;
        case 'garbage-ok-trunc':
            $c->send("\x00\xFC\x01");
            return true;
        case 'garbage-field-len':
            $c->send(lenenc_int(1));
            $c->send(Conn::columnDef('1', 253));
            if (!($c->clientCaps & CLIENT_DEPRECATE_EOF)) $c->eof();
            $c->send("\xFC\xFF\x00ab");
            $c->eof();
            return true;
        case 'garbage-seq':
            $p = "\x00\x00\x00" . pack('v', STATUS_AUTOCOMMIT) . "\x00\x00";
            if ($c->clientCaps & CLIENT_SESSION_TRACK) $p .= "\x00";
            $c->send($p, 7);
            return true;
    }
    return false;
}

function serve(Conn $c, string $scenario, string $secret): void {
    if ($scenario === 'stall-greeting') {
        logline('event=stalling-before-greeting');
        $c->drain(30.0);
        return;
    }
    $scramble = '';
    for ($i = 0; $i < 20; $i++) $scramble .= chr(random_int(0x21, 0x7E)); // printable, no NUL
    $c->send(greeting($scenario, $scramble), 0);
    $pk = $c->readPacket('handshake-response', 10.0);
    if ($pk === null) return;
    parse_handshake_response($c, $pk[1]);
    if (!authenticate($c, $scenario, $scramble)) { $c->drain(2.0); return; }

    $queries = 0;
    for (;;) {
        $pk = $c->readPacket('recv', 30.0);
        if ($pk === null) return;
        [$seq, $p] = $pk;
        $cmd = $p === '' ? -1 : ord($p[0]);
        if ($cmd === 0x01) return;                                      // COM_QUIT
        if ($cmd !== 0x03) { $c->ok(); continue; }                      // ping, reset, init_db...
        $sql = substr($p, 1);
        $init = is_init_command($sql);
        $queries++;
        if ($scenario === 'infile-on-connect' && $queries === 1) { infile_request($c, $secret); continue; }
        if ($scenario === 'stall-init' && $init) {
            logline('event=stalling-init-command');
            $c->drain(30.0);
            return;
        }
        if ($init) { $c->ok(); continue; }
        if ($scenario === 'stall-rollback' && preg_match('/^\s*rollback\b/i', $sql)) {
            logline('event=stalling-rollback');
            $c->drain(30.0);
            return;
        }
        if ($scenario === 'stall-rollback' && preg_match('/^\s*(begin|start\s+transaction)\b/i', $sql)) {
            $c->ok(STATUS_AUTOCOMMIT | STATUS_IN_TRANS);
            continue;
        }
        if ($scenario === 'infile-on-query') { infile_request($c, $secret); continue; }
        if (str_starts_with($scenario, 'garbage-')) {
            if (!garbage_reply($c, $scenario)) return;
            continue;
        }
        if (preg_match('/^\s*(select|show)\b/i', $sql)) $c->resultSet(['1']);
        else $c->ok();
    }
}

// --- listener --------------------------------------------------------------------------------
$server = @stream_socket_server('tcp://127.0.0.1:0', $errno, $errstr);
if (!$server) { fwrite(STDERR, "fake_mysql: listen failed: $errstr\n"); exit(1); }
$name = stream_socket_get_name($server, false);
$port = (int)substr($name, strrpos($name, ':') + 1);
touch($RAW);
file_put_contents($opt['port-file'] . '.tmp', "$port\n");
rename($opt['port-file'] . '.tmp', $opt['port-file']);
logline("event=listening port=$port scenario=$SCENARIO");

$haveFork = function_exists('pcntl_fork');
if ($haveFork) {
    pcntl_async_signals(true);
    $children = [];
    $stop = false;
    pcntl_signal(SIGTERM, function () use (&$stop) { $stop = true; });
    pcntl_signal(SIGINT, function () use (&$stop) { $stop = true; });
}
$deadline = $T0 + $LIFETIME;
while (microtime(true) < $deadline && !($stop ?? false)) {
    $r = [$server]; $w = null; $e = null;
    $k = @stream_select($r, $w, $e, 0, 200000);
    if ($haveFork) {
        while (($pid = pcntl_waitpid(-1, $st, WNOHANG)) > 0) unset($children[$pid]);
    }
    if (!$k) continue;
    $s = @stream_socket_accept($server, 0);
    if (!$s) continue;
    $CONN++;
    logline('event=accept peer=' . stream_socket_get_name($s, true));
    if ($haveFork) {
        $pid = pcntl_fork();
        if ($pid === 0) {
            pcntl_signal(SIGTERM, SIG_DFL);
            fclose($server);
            serve(new Conn($s), $SCENARIO, $SECRET);
            @fclose($s);
            exit(0);
        }
        if ($pid > 0) { $children[$pid] = true; fclose($s); continue; }
    }
    serve(new Conn($s), $SCENARIO, $SECRET);
    @fclose($s);
}
if ($haveFork) {
    foreach (array_keys($children) as $pid) posix_kill($pid, SIGTERM);
    foreach (array_keys($children) as $pid) pcntl_waitpid($pid, $st);
}
logline('event=exit');
