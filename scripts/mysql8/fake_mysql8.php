<?php
// A fake MySQL 8.4 server for scripts/mysql8/mysql8_test.sh: no MySQL 8 can be installed on
// Debian 12, so what mysqlpool meets on MySQL 8 (its greeting, caching_sha2_password with both
// of its paths, sha256_password, TLS, the DEPRECATE_EOF result sets, MySQL's OK packets) is
// spoken here, as MySQL 8.4 speaks it, for one account.
//
//   php fake_mysql8.php --port-file FILE --log FILE [--user U] [--password P]
//       [--plugin caching_sha2_password|sha256_password|mysql_native_password] [--cache hit|miss]
//       [--tls-cert PEM --tls-key PEM] [--require-tls] [--pubkey-out FILE] [--lifetime S]
//       [--change-user ok|clear]
// COM_CHANGE_USER: with ok (default) authenticated as the handshake's first answer (against the
// connection's scramble), then the session reset and the database the packet names; with clear
// (hostile) answered by an AuthSwitchRequest to mysql_clear_password, which asks for the
// password in clear: whatever comes back is logged (event=change-user-clear-reply) and the
// connection ends.
//
// Listens on 127.0.0.1 on a free port (written to --port-file once listening); one forked child
// per connection. The greeting names caching_sha2_password (MySQL 8.4's default); an account
// with another --plugin gets an AuthSwitchRequest, as on MySQL. caching_sha2_password: with
// --cache hit (default) a right scramble gets 0x01 0x03 (fast auth) then OK; with --cache miss
// every connection gets 0x01 0x04 (full authentication): then the password in clear (accepted
// inside TLS only) or RSA-OAEP encrypted with this run's key (--pubkey-out gets its public PEM;
// a client that asks for it with 0x02 gets it too, logged). sha256_password: the same without
// the fast path (0x01 asks for the key). --require-tls: a client that does not ask for TLS
// gets ERR 3159, as with require_secure_transport=ON.
//
// Logs, for the test to assert on:
//   --log FILE   one line per event, `conn=N t=MS ...`: every packet received (`recv seq=S
//                len=L cmd=0xXX hex=...`; inside TLS only its command byte and length), and
//                `event=NAME ...` lines: handshake-response, ssl-request, tls, auth-switch,
//                pubkey-requested, cleartext-without-tls, auth (result, path), resultset (form),
//                require-tls-refused, eof.
//   FILE.raw     every byte received from the network, as received: inside TLS that is the
//                ciphertext (a relay process between the socket and the TLS endpoint records
//                it), so `grep -F PASSWORD FILE.raw` tells whether the password went in clear.
//   FILE.plain   what TLS decrypted (the password sent inside TLS is there).

declare(strict_types=1);
error_reporting(E_ALL);

$opt = getopt('', ['port-file:', 'log:', 'user:', 'password:', 'plugin:', 'cache:', 'tls-cert:',
    'tls-key:', 'require-tls', 'pubkey-out:', 'lifetime:', 'tls12-only', 'change-user:']);
if (!isset($opt['port-file'], $opt['log'])) {
    fwrite(STDERR, "usage: php fake_mysql8.php --port-file FILE --log FILE [--user U] [--password P] [--plugin NAME] [--cache hit|miss] [--tls-cert PEM --tls-key PEM] [--tls12-only] [--require-tls] [--pubkey-out FILE] [--lifetime S] [--change-user ok|clear]\n");
    exit(2);
}
$LOG = $opt['log'];
$T0 = microtime(true);
$CONN = 0;
final class Cfg {
    public static string $user;
    public static string $password;
    public static string $plugin;
    public static bool $cacheHit;
    public static ?string $cert;
    public static ?string $key;
    public static bool $requireTls;
    public static bool $tls12Only;
    public static string $changeUser;
    /** @var \OpenSSLAsymmetricKey */
    public static $rsa;
    public static string $pem;
}
Cfg::$user = $opt['user'] ?? 'app';
Cfg::$password = $opt['password'] ?? '';
Cfg::$plugin = $opt['plugin'] ?? 'caching_sha2_password';
Cfg::$cacheHit = ($opt['cache'] ?? 'hit') === 'hit';
Cfg::$cert = $opt['tls-cert'] ?? null;
Cfg::$key = $opt['tls-key'] ?? null;
Cfg::$requireTls = isset($opt['require-tls']);
Cfg::$changeUser = $opt['change-user'] ?? 'ok';
Cfg::$tls12Only = isset($opt['tls12-only']);  // a server whose TLS stops at 1.2
if (!in_array(Cfg::$plugin, ['caching_sha2_password', 'sha256_password', 'mysql_native_password'], true)
    || !in_array($opt['cache'] ?? 'hit', ['hit', 'miss'], true) || (Cfg::$cert === null) !== (Cfg::$key === null)) {
    fwrite(STDERR, "fake_mysql8: bad --plugin, --cache or --tls-cert/--tls-key\n");
    exit(2);
}
Cfg::$rsa = openssl_pkey_new(['private_key_bits' => 2048, 'private_key_type' => OPENSSL_KEYTYPE_RSA]);
Cfg::$pem = openssl_pkey_get_details(Cfg::$rsa)['key'];
if (isset($opt['pubkey-out'])) file_put_contents($opt['pubkey-out'], Cfg::$pem);

const CLIENT_LONG_PASSWORD = 1 << 0;      // set by MySQL: also "no MariaDB extended capabilities"
const CLIENT_CONNECT_WITH_DB = 1 << 3;
const CLIENT_COMPRESS = 1 << 5;
const CLIENT_PROTOCOL_41 = 1 << 9;
const CLIENT_SSL = 1 << 11;
const CLIENT_SECURE_CONNECTION = 1 << 15;
const CLIENT_PLUGIN_AUTH = 1 << 19;
const CLIENT_CONNECT_ATTRS = 1 << 20;
const CLIENT_PLUGIN_AUTH_LENENC = 1 << 21;
const CLIENT_SESSION_TRACK = 1 << 23;
const CLIENT_DEPRECATE_EOF = 1 << 24;
const CLIENT_OPTIONAL_RESULTSET_METADATA = 1 << 25;
const CLIENT_ZSTD = 1 << 26;
const CLIENT_QUERY_ATTRIBUTES = 1 << 27;
// What MySQL 8.4 sends: every flag up to CLIENT_MULTI_FACTOR_AUTHENTICATION (bit 28) and the
// two top ones, not CLIENT_CAPABILITY_EXTENSION (bit 29); CLIENT_SSL only with TLS configured.
const MYSQL84_CAPS = 0xDFFFFFFF & ~CLIENT_SSL;

const STATUS_IN_TRANS = 0x0001;
const STATUS_AUTOCOMMIT = 0x0002;
const STATUS_STATE_CHANGED = 0x4000;
const TYPE_LONGLONG = 8;
const TYPE_VAR_STRING = 253;
const TYPE_NULL = 6;

function logline(string $s): void {
    global $LOG, $T0, $CONN;
    $ms = (int)round((microtime(true) - $T0) * 1000);
    file_put_contents($LOG, "conn=$CONN t=$ms $s\n", FILE_APPEND | LOCK_EX);
}
function append(string $file, string $bytes): void {
    if ($bytes !== '') file_put_contents($file, $bytes, FILE_APPEND | LOCK_EX);
}
function lenenc_int(int $n): string {
    if ($n < 0xFB) return chr($n);
    if ($n <= 0xFFFF) return "\xFC" . pack('v', $n);
    if ($n <= 0xFFFFFF) return "\xFD" . substr(pack('V', $n), 0, 3);
    return "\xFE" . pack('P', $n);
}
function lenenc_str(string $s): string { return lenenc_int(strlen($s)) . $s; }
function read_lenenc(string $p, int &$pos): int {
    $b = ord($p[$pos++] ?? "\x00");
    if ($b < 0xFB) return $b;
    $n = [0xFC => 2, 0xFD => 3, 0xFE => 8][$b] ?? 0;
    $v = unpack('P', str_pad(substr($p, $pos, $n), 8, "\x00"))[1];
    $pos += $n;
    return $v;
}

// --- the connection ---------------------------------------------------------------------------
final class Conn {
    /** @var resource */
    public $s;
    public int $seq = 0;         // sequence id of the next packet this server sends
    public string $out = '';     // packets of the reply being written, sent before the next read
    public int $caps = 0;        // negotiated: the client's flags that this server offered
    public bool $tls = false;
    public string $tlsVersion = '';
    public bool $closed = false;
    public int $status = STATUS_AUTOCOMMIT;
    public string $db = '';
    public string $scramble = '';  // the greeting's: COM_CHANGE_USER's first answer is made with it
    public int $collation = 255;
    /** @var array<string,string> session variables */
    public array $vars = [];
    /** @var array<int,array{params:int,cols:array,types:array}> prepared statements */
    public array $stmts = [];
    public int $nextStmt = 1;

    public function __construct($s) { $this->s = $s; $this->resetSession(); }

    public function resetSession(): void {
        $cs = [45 => 'utf8mb4', 46 => 'utf8mb4', 255 => 'utf8mb4', 33 => 'utf8mb3', 8 => 'latin1', 63 => 'binary'][$this->collation] ?? 'utf8mb4';
        $this->vars = ['autocommit' => 'ON', 'character_set_client' => $cs, 'character_set_connection' => $cs,
            'character_set_results' => $cs, 'time_zone' => 'SYSTEM', 'session_track_state_change' => 'OFF',
            'session_track_schema' => 'ON', 'session_track_transaction_info' => 'OFF',
            'session_track_system_variables' => 'time_zone,autocommit,character_set_client,character_set_results,character_set_connection',
            'version' => '8.4.3', 'version_comment' => 'MySQL Community Server - GPL (fake, scripts/mysql8)',
            'sql_mode' => 'ONLY_FULL_GROUP_BY,STRICT_TRANS_TABLES,NO_ZERO_IN_DATE,NO_ZERO_DATE,ERROR_FOR_DIVISION_BY_ZERO,NO_ENGINE_SUBSTITUTION',
            'max_allowed_packet' => '67108864', 'wait_timeout' => '28800', 'transaction_isolation' => 'REPEATABLE-READ'];
        $this->status = STATUS_AUTOCOMMIT;
        $this->stmts = [];
    }

    // Exactly $n bytes, or null on EOF/timeout. Bytes read in clear go to LOG.raw, what TLS
    // decrypted to LOG.plain (the relay records the ciphertext in LOG.raw).
    public function readExact(int $n, float $timeout = 30.0): ?string {
        global $LOG;
        $buf = '';
        $deadline = microtime(true) + $timeout;
        while (strlen($buf) < $n) {
            $left = $deadline - microtime(true);
            if ($left <= 0) { logline('timeout waiting for client'); return null; }
            stream_set_timeout($this->s, (int)$left, (int)(($left - (int)$left) * 1e6));
            $chunk = @fread($this->s, $n - strlen($buf));
            if ($chunk === false || $chunk === '') {
                if (feof($this->s)) { $this->closed = true; logline('event=eof'); return null; }
                continue;
            }
            append($LOG . ($this->tls ? '.plain' : '.raw'), $chunk);
            $buf .= $chunk;
        }
        return $buf;
    }

    public function readPacket(string $what = 'recv', float $timeout = 30.0): ?string {
        if (!$this->flush()) return null;
        $h = $this->readExact(4, $timeout);
        if ($h === null) return null;
        $len = unpack('V', substr($h, 0, 3) . "\x00")[1];
        $p = $len > 0 ? $this->readExact($len, $timeout) : '';
        if ($p === null) return null;
        $cmd = $len > 0 ? sprintf('0x%02x', ord($p[0])) : '-';
        $hex = $this->tls ? '(tls)' : bin2hex(substr($p, 0, 256));
        logline("$what seq=" . ord($h[3]) . " len=$len cmd=$cmd hex=$hex");
        $this->seq = (ord($h[3]) + 1) & 0xFF;
        return $p;
    }

    public function send(string $payload): bool {
        $this->out .= substr(pack('V', strlen($payload)), 0, 3) . chr($this->seq) . $payload;
        $this->seq = ($this->seq + 1) & 0xFF;
        return true;
    }
    // Writes the reply's packets at once (one write per reply, as a server's net buffer does).
    public function flush(): bool {
        for ($off = 0; $off < strlen($this->out); $off += $n) {
            $n = @fwrite($this->s, substr($this->out, $off));
            if ($n === false || $n === 0) { logline('write failed (client gone)'); $this->out = ''; return false; }
        }
        $this->out = '';
        return true;
    }

    // MySQL's OK (header 0x00, or 0xFE as a result set's end under DEPRECATE_EOF): with
    // CLIENT_SESSION_TRACK the info string is left out when empty and nothing changed, as
    // MySQL's net_send_ok does; the session-state block follows when something did.
    public function ok(array $track = [], int $affected = 0, string $header = "\x00"): bool {
        $status = $this->status | ($track ? STATUS_STATE_CHANGED : 0);
        $p = $header . lenenc_int($affected) . lenenc_int(0) . pack('v', $status) . pack('v', 0);
        if ($this->caps & CLIENT_SESSION_TRACK && $track) {
            $state = '';
            foreach ($track as [$type, $data]) $state .= chr($type) . lenenc_str($data);
            $p .= lenenc_str('') . lenenc_str($state);
        }
        return $this->send($p);
    }
    public function err(int $code, string $msg, string $state = 'HY000'): bool {
        logline("event=err code=$code msg=$msg");
        return $this->send("\xFF" . pack('v', $code) . '#' . $state . $msg);
    }
    // The end of column definitions or rows: an EOF packet, or under DEPRECATE_EOF an OK with
    // header 0xFE (rows) / nothing (column definitions).
    public function eof(bool $afterRows = true): bool {
        if ($this->caps & CLIENT_DEPRECATE_EOF) return $afterRows ? $this->ok([], 0, "\xFE") : true;
        return $this->send("\xFE\x00\x00" . pack('v', $this->status));
    }
    public function columnCount(int $n): bool {
        return $this->send(lenenc_int($n) . ($this->caps & CLIENT_OPTIONAL_RESULTSET_METADATA ? "\x01" : ''));
    }
    public static function columnDef(string $name, int $type): string {
        $int = $type === TYPE_LONGLONG;
        return lenenc_str('def') . lenenc_str('') . lenenc_str('') . lenenc_str('') . lenenc_str($name)
            . lenenc_str('') . "\x0c" . pack('v', $int ? 63 : 255) . pack('V', $int ? 21 : 1020) . chr($type)
            . pack('v', $int ? 0x81 : 0x01) . "\x00" . "\x00\x00";
    }

    // A text-protocol result set: $cols = [[name, type], ...], $rows = [[value|null, ...], ...].
    public function resultSet(array $cols, array $rows): bool {
        logline('event=resultset protocol=text form=' . $this->form() . ' cols=' . count($cols) . ' rows=' . count($rows));
        $this->columnCount(count($cols));
        foreach ($cols as [$name, $type]) $this->send(self::columnDef($name, $type));
        $this->eof(false);
        foreach ($rows as $row) {
            $p = '';
            foreach ($row as $v) $p .= $v === null ? "\xFB" : lenenc_str((string)$v);
            $this->send($p);
        }
        return $this->eof();
    }
    public function form(): string {
        return $this->caps & CLIENT_DEPRECATE_EOF ? 'deprecate-eof' : 'eof';
    }

    // Switches the connection to TLS 1.3. The client socket goes to a relay process that writes
    // every byte it receives to LOG.raw (the ciphertext); TLS ends here on a loopback socket.
    public function startTls(): bool {
        global $LOG;
        $inner = stream_socket_server('tcp://127.0.0.1:0', $errno, $errstr);
        if (!$inner) { logline("event=tls-failed why=$errstr"); return false; }
        $addr = stream_socket_get_name($inner, false);
        $pid = pcntl_fork();
        if ($pid === 0) {
            fclose($inner);
            $peer = stream_socket_client("tcp://$addr", $errno, $errstr, 5);
            if ($peer) relay($this->s, $peer, $LOG . '.raw');
            exit(0);
        }
        $tls = stream_socket_accept($inner, 5);
        fclose($inner);
        if (!$tls) { logline('event=tls-failed why=relay'); return false; }
        fclose($this->s);
        $this->s = $tls;
        stream_context_set_option($tls, 'ssl', 'local_cert', Cfg::$cert);
        stream_context_set_option($tls, 'ssl', 'local_pk', Cfg::$key);
        $method = Cfg::$tls12Only ? STREAM_CRYPTO_METHOD_TLSv1_2_SERVER : STREAM_CRYPTO_METHOD_TLSv1_3_SERVER;
        if (@stream_socket_enable_crypto($tls, true, $method) !== true) {
            logline('event=tls-failed why=' . str_replace(' ', '_', (string)(error_get_last()['message'] ?? 'handshake')));
            return false;
        }
        $this->tls = true;
        $this->tlsVersion = stream_get_meta_data($tls)['crypto']['protocol'] ?? 'TLSv1.3';
        logline("event=tls protocol=$this->tlsVersion");
        return true;
    }
}

// The relay of a TLS connection: bytes both ways, the client's also appended to $raw.
function relay($client, $server, string $raw): void {
    stream_set_blocking($client, false);
    stream_set_blocking($server, false);
    for (;;) {
        $r = [$client, $server]; $w = null; $e = null;
        if (@stream_select($r, $w, $e, 60) < 1) return;
        foreach ($r as $from) {
            $data = fread($from, 65536);
            if ($data === false || ($data === '' && feof($from))) return;
            if ($from === $client) append($raw, $data);
            $to = $from === $client ? $server : $client;
            stream_set_blocking($to, true);
            fwrite($to, $data);
            stream_set_blocking($to, false);
        }
    }
}

// --- handshake and authentication --------------------------------------------------------------
function greeting(string $scramble): string {
    $caps = MYSQL84_CAPS | (Cfg::$cert !== null ? CLIENT_SSL : 0);
    return "\x0a" . "8.4.3\x00" . pack('V', getmypid())
        . substr($scramble, 0, 8) . "\x00"
        . pack('v', $caps & 0xFFFF) . chr(255) . pack('v', STATUS_AUTOCOMMIT) . pack('v', $caps >> 16)
        . chr(21) . str_repeat("\x00", 10)         // reserved: MariaDB's extended caps stay zero
        . substr($scramble, 8, 12) . "\x00"
        . "caching_sha2_password\x00";
}

function sha2_scramble(string $password, string $scramble): string {
    $h1 = hash('sha256', $password, true);
    return $h1 ^ hash('sha256', hash('sha256', $h1, true) . $scramble, true);
}
function native_scramble(string $password, string $scramble): string {
    $h1 = sha1($password, true);
    return $h1 ^ sha1($scramble . sha1($h1, true), true);
}
function denied(Conn $c, string $user, string $path): bool {
    logline("event=auth result=denied path=$path user=$user");
    $c->err(1045, "Access denied for user '$user'@'localhost' (using password: YES)", '28000');
    return false;
}
function accepted(Conn $c, string $user, string $path): bool {
    logline("event=auth result=ok path=$path user=$user tls=" . ($c->tls ? 1 : 0));
    return true;
}

// The full authentication of caching_sha2_password / sha256_password, from the client's first
// packet of it: a key request, the password in clear (inside TLS), or the RSA blob.
function full_auth(Conn $c, string $user, string $scramble, string $p, string $keyRequest): bool {
    if ($p === $keyRequest) {
        logline('event=pubkey-requested');
        $c->send("\x01" . Cfg::$pem);
        $p = $c->readPacket('auth-rsa');
        if ($p === null) return false;
    }
    if ($c->tls) {
        return rtrim($p, "\x00") === Cfg::$password && $user === Cfg::$user
            ? accepted($c, $user, 'tls-clear') : denied($c, $user, 'tls-clear');
    }
    if (!openssl_private_decrypt($p, $plain, Cfg::$rsa, OPENSSL_PKCS1_OAEP_PADDING)) {
        logline('event=cleartext-without-tls len=' . strlen($p));
        return denied($c, $user, 'cleartext-without-tls');
    }
    $pw = '';
    for ($i = 0; $i < strlen($plain); $i++) $pw .= $plain[$i] ^ $scramble[$i % 20];
    return rtrim($pw, "\x00") === Cfg::$password && $user === Cfg::$user
        ? accepted($c, $user, 'rsa') : denied($c, $user, 'rsa');
}

// Everything from the greeting to the OK after authentication. False: the connection ends.
function handshake(Conn $c): bool {
    $scramble = '';
    for ($i = 0; $i < 20; $i++) $scramble .= chr(random_int(0x21, 0x7E));
    $c->scramble = $scramble;
    $c->send(greeting($scramble));
    $p = $c->readPacket('handshake-response', 10.0);
    if ($p === null) return false;
    $offered = MYSQL84_CAPS | (Cfg::$cert !== null ? CLIENT_SSL : 0);
    if (strlen($p) === 32 && (unpack('V', $p)[1] & CLIENT_SSL)) {
        logline('event=ssl-request');
        if (Cfg::$cert === null || !$c->startTls()) return false;
        $p = $c->readPacket('handshake-response', 10.0);
        if ($p === null) return false;
    }
    if (strlen($p) < 33) { logline('event=short-handshake-response'); return false; }
    $clientCaps = unpack('V', $p)[1];
    $c->caps = $clientCaps & $offered;
    $c->collation = ord($p[8]);
    $c->resetSession();
    $pos = 32;
    $nul = strpos($p, "\x00", $pos);
    $user = substr($p, $pos, (int)$nul - $pos);
    $pos = $nul + 1;
    if ($c->caps & CLIENT_PLUGIN_AUTH_LENENC) { $n = read_lenenc($p, $pos); $auth = substr($p, $pos, $n); $pos += $n; }
    else { $n = ord($p[$pos++]); $auth = substr($p, $pos, $n); $pos += $n; }
    if ($c->caps & CLIENT_CONNECT_WITH_DB) { $nul = strpos($p, "\x00", $pos); $c->db = substr($p, $pos, $nul - $pos); $pos = $nul + 1; }
    $plugin = '';
    if ($c->caps & CLIENT_PLUGIN_AUTH) { $nul = strpos($p, "\x00", $pos); $plugin = substr($p, $pos, $nul === false ? null : $nul - $pos); }
    logline(sprintf('event=handshake-response caps=0x%08x ssl=%d deprecate_eof=%d session_track=%d query_attributes=%d user=%s db=%s plugin=%s auth_len=%d tls=%d',
        $clientCaps, ($clientCaps & CLIENT_SSL) ? 1 : 0, ($c->caps & CLIENT_DEPRECATE_EOF) ? 1 : 0,
        ($c->caps & CLIENT_SESSION_TRACK) ? 1 : 0, ($c->caps & CLIENT_QUERY_ATTRIBUTES) ? 1 : 0,
        $user, $c->db, $plugin, strlen($auth), $c->tls ? 1 : 0));
    if (Cfg::$requireTls && !$c->tls) {
        logline('event=require-tls-refused');
        $c->err(3159, 'Connections using insecure transport are prohibited while --require_secure_transport=ON.');
        return false;
    }
    if ($c->caps & (CLIENT_COMPRESS | CLIENT_ZSTD)) {
        $c->err(1156, 'fake_mysql8: compression is not spoken here', '08S01');
        return false;
    }
    if ($plugin !== Cfg::$plugin) {
        logline('event=auth-switch plugin=' . Cfg::$plugin);
        $c->send("\xFE" . Cfg::$plugin . "\x00" . $scramble . "\x00");
        $auth = $c->readPacket('auth-switch-reply');
        if ($auth === null) return false;
    }
    $ok = match (Cfg::$plugin) {
        'mysql_native_password' => (Cfg::$password === '' ? $auth === '' : hash_equals(native_scramble(Cfg::$password, $scramble), $auth))
            && $user === Cfg::$user ? accepted($c, $user, 'native') : denied($c, $user, 'native'),
        'sha256_password' => ($auth === '' || $auth === "\x00") && Cfg::$password === '' && $user === Cfg::$user
            ? accepted($c, $user, 'empty') : full_auth($c, $user, $scramble, $auth, "\x01"),
        default => sha2_auth($c, $user, $scramble, $auth),
    };
    if (!$ok) return false;
    $track = [];
    if ($c->db !== '' && $c->caps & CLIENT_SESSION_TRACK) $track[] = [1, lenenc_str($c->db)];
    return $c->ok($track);
}

function sha2_auth(Conn $c, string $user, string $scramble, string $auth): bool {
    if ($auth === '') {
        return Cfg::$password === '' && $user === Cfg::$user ? accepted($c, $user, 'empty') : denied($c, $user, 'empty');
    }
    if (Cfg::$cacheHit) {
        if ($user !== Cfg::$user || !hash_equals(sha2_scramble(Cfg::$password, $scramble), $auth)) return denied($c, $user, 'fast');
        $c->send("\x01\x03");
        return accepted($c, $user, 'fast');
    }
    logline('event=cache-miss');
    $c->send("\x01\x04");
    $p = $c->readPacket('auth-full');
    return $p !== null && full_auth($c, $user, $scramble, $p, "\x02");
}

// --- commands --------------------------------------------------------------------------------
// Splits at top-level commas (outside quotes and parentheses).
function split_list(string $s): array {
    $out = []; $cur = ''; $q = ''; $depth = 0;
    for ($i = 0; $i < strlen($s); $i++) {
        $ch = $s[$i];
        if ($q !== '') { $cur .= $ch; if ($ch === '\\') $cur .= $s[++$i] ?? ''; elseif ($ch === $q) $q = ''; continue; }
        if ($ch === "'" || $ch === '"' || $ch === '`') $q = $ch;
        if ($ch === '(') $depth++;
        if ($ch === ')') $depth--;
        if ($ch === ',' && $depth === 0) { $out[] = trim($cur); $cur = ''; continue; }
        $cur .= $ch;
    }
    $out[] = trim($cur);
    return $out;
}
function unquote(string $v): string {
    if (strlen($v) >= 2 && ($v[0] === "'" || $v[0] === '"') && substr($v, -1) === $v[0]) {
        return stripcslashes(str_replace($v[0] . $v[0], $v[0], substr($v, 1, -1)));
    }
    return $v;
}

// SET: the values are kept; the reply tracks what MySQL's trackers would report.
function do_set(Conn $c, string $list): void {
    $changed = [];
    foreach (split_list($list) as $a) {
        if (preg_match('/^NAMES\s+(\S+)/i', $a, $m)) {
            foreach (['client', 'connection', 'results'] as $k) $changed['character_set_' . $k] = unquote($m[1]);
            continue;
        }
        if (!preg_match('/^(?:(?:SESSION|LOCAL)\s+|@@(?:SESSION\.|LOCAL\.)?)?(@?[A-Za-z_][\w.]*)\s*:?=\s*(.*)$/is', $a, $m)) continue;
        $name = strtolower($m[1]);
        $v = unquote(trim($m[2]));
        if (in_array(strtoupper($v), ['1', 'ON', 'TRUE'], true) && in_array($name, ['autocommit', 'session_track_state_change', 'session_track_schema'], true)) $v = 'ON';
        if (in_array(strtoupper($v), ['0', 'OFF', 'FALSE'], true) && in_array($name, ['autocommit', 'session_track_state_change', 'session_track_schema'], true)) $v = 'OFF';
        $changed[$name] = $v;
    }
    $c->vars = array_merge($c->vars, $changed);
    if (isset($changed['autocommit'])) {
        $c->status = $changed['autocommit'] === 'ON' ? ($c->status | STATUS_AUTOCOMMIT) & ~STATUS_IN_TRANS : $c->status & ~STATUS_AUTOCOMMIT;
    }
    $track = [];
    $tracked = array_map('trim', explode(',', strtolower($c->vars['session_track_system_variables'])));
    foreach ($changed as $name => $v) {
        if ($name[0] !== '@' && (in_array($name, $tracked, true) || $tracked === ['*'])) $track[] = [0, lenenc_str($name) . lenenc_str($v)];
    }
    if ($changed && $c->vars['session_track_state_change'] === 'ON') $track[] = [2, lenenc_str('1')];
    $c->ok($track);
}

// COM_CHANGE_USER: user NUL, a 1-byte length and the answer, database NUL, charset (2 bytes),
// plugin NUL.
function change_user(Conn $c, string $p): bool {
    $pos = 1;
    $nul = strpos($p, "\x00", $pos);
    $user = substr($p, $pos, (int)$nul - $pos);
    $pos = $nul + 1;
    $n = ord($p[$pos++] ?? "\x00");
    $auth = substr($p, $pos, $n);
    $pos += $n;
    $nul = strpos($p, "\x00", $pos);
    $db = substr($p, $pos, (int)$nul - $pos);
    $pos = $nul + 1;
    $collation = unpack('v', substr($p, $pos, 2) . "\0\0")[1];
    $plugin = rtrim(substr($p, $pos + 2), "\x00");
    logline("event=change-user user=$user db=$db plugin=$plugin auth_len=$n mode=" . Cfg::$changeUser);
    if (Cfg::$changeUser === 'clear') {
        $c->send("\xFEmysql_clear_password\x00");
        $reply = $c->readPacket('change-user-clear-reply', 3.0);
        logline('event=change-user-clear-reply len=' . ($reply === null ? 'none' : strlen($reply)));
        return false;
    }
    if ($plugin !== Cfg::$plugin) {
        logline('event=auth-switch plugin=' . Cfg::$plugin);
        $c->send("\xFE" . Cfg::$plugin . "\x00" . $c->scramble . "\x00");
        $auth = $c->readPacket('auth-switch-reply');
        if ($auth === null) return false;
    }
    $ok = match (Cfg::$plugin) {
        'mysql_native_password' => hash_equals(native_scramble(Cfg::$password, $c->scramble), $auth) && $user === Cfg::$user
            ? accepted($c, $user, 'native') : denied($c, $user, 'native'),
        'sha256_password' => full_auth($c, $user, $c->scramble, $auth, "\x01"),
        default => sha2_auth($c, $user, $c->scramble, $auth),
    };
    if (!$ok) return false;
    $c->collation = $collation;
    $c->resetSession();
    $c->db = $db;
    return $c->ok();
}

function change_db(Conn $c, string $db): void {
    $c->db = $db;
    $track = $c->vars['session_track_schema'] === 'ON' ? [[1, lenenc_str($db)]] : [];
    if ($c->vars['session_track_state_change'] === 'ON') $track[] = [2, lenenc_str('1')];
    $c->ok($track);
}

// A SELECT item this server knows: [column name, type, value], or null. A `?` takes the next of
// $params ([type, value] pairs of a COM_STMT_EXECUTE; [] at COM_STMT_PREPARE).
function select_item(Conn $c, string $item, ?array &$params): ?array {
    if ($item === '?' && $params !== null) {
        [$type, $v] = array_shift($params) ?? [TYPE_VAR_STRING, null];
        return ['?', $v === null && $type !== TYPE_VAR_STRING ? TYPE_NULL : $type, $v];
    }
    if (preg_match('/^-?\d+$/', $item)) return [$item, TYPE_LONGLONG, $item];
    if (preg_match('/^(\'|")(.*)\1$/s', $item)) return [unquote($item), TYPE_VAR_STRING, unquote($item)];
    if (strcasecmp($item, 'NULL') === 0) return ['NULL', TYPE_NULL, null];
    if (preg_match('/^@@(?:session\.|global\.|local\.)?(\w+)$/i', $item, $m)) {
        $value = $c->vars[strtolower($m[1])] ?? null;
        return $value === null ? null : [$item, TYPE_VAR_STRING, $value];
    }
    if (preg_match('/^COUNT\(\*\)$/i', $item)) return [$item, TYPE_LONGLONG, '0'];
    if (preg_match('/^DATABASE\(\)$/i', $item)) return [$item, $c->db === '' ? TYPE_NULL : TYPE_VAR_STRING, $c->db === '' ? null : $c->db];
    return null;
}

// What a statement answers with rows: [[[name, type], ...], rows]; null for an OK; a string
// for an error (a SELECT item this server does not know).
function result_of(Conn $c, string $sql, ?array $params = null): array|string|null {
    if (preg_match("/^SHOW\s+(?:(SESSION|GLOBAL)\s+)?STATUS\s+LIKE\s+'(\w+)'$/i", $sql, $m)) {
        $values = ['ssl_version' => $c->tls ? $c->tlsVersion : '', 'ssl_cipher' => $c->tls ? 'TLS_AES_256_GCM_SHA384' : '',
            'uptime' => (string)max(1, (int)(microtime(true) - $GLOBALS['T0']))];
        $v = $values[strtolower($m[2])] ?? null;
        return [[['Variable_name', TYPE_VAR_STRING], ['Value', TYPE_VAR_STRING]], $v === null ? [] : [[$m[2], $v]]];
    }
    if (!preg_match('/^SELECT\s+(.*?)(?:\s+FROM\s+.*)?$/is', $sql, $m)) return null;
    $cols = []; $row = [];
    foreach (split_list($m[1]) as $item) {
        $alias = null;
        if (preg_match('/^(.*?)\s+AS\s+`?(\w+)`?$/is', $item, $a)) [$item, $alias] = [$a[1], $a[2]];
        $v = select_item($c, $item, $params);
        if ($v === null) return "fake_mysql8: unknown SELECT item $item";
        $cols[] = [$alias ?? $v[0], $v[1]];
        $row[] = $v[2];
    }
    return [$cols, preg_match('/\sLIMIT\s+0$/i', $sql) ? [] : [$row]];
}

function do_query(Conn $c, string $sql): void {
    $sql = trim($sql, " \t\n\r;");
    if (preg_match('/^SET\s+(?!TRANSACTION\b)(.*)$/is', $sql, $m)) { do_set($c, $m[1]); return; }
    if (preg_match('/^USE\s+`?(\w+)`?$/i', $sql, $m)) { change_db($c, $m[1]); return; }
    if (preg_match('/^(BEGIN|START\s+TRANSACTION)\b/i', $sql)) { $c->status |= STATUS_IN_TRANS; $c->ok(); return; }
    if (preg_match('/^(COMMIT|ROLLBACK)\b/i', $sql)) { $c->status &= ~STATUS_IN_TRANS; $c->ok(); return; }
    $r = result_of($c, $sql);
    if ($r === null) $c->ok();
    elseif (is_string($r)) $c->err(1054, $r, '42S22');
    else $c->resultSet(...$r);
}

// The values of a COM_STMT_EXECUTE's parameters (binary protocol), as strings (null for NULL).
function execute_params(Conn $c, array &$st, string $p): array {
    $n = $st['params'];
    $pos = 10;
    if ($c->caps & CLIENT_QUERY_ATTRIBUTES && ($n > 0 || (ord($p[5]) & 0x08))) $n = read_lenenc($p, $pos);
    if ($n === 0) return [];
    $nulls = substr($p, $pos, intdiv($n + 7, 8));
    $pos += intdiv($n + 7, 8);
    if (ord($p[$pos++]) === 1) {
        $st['types'] = [];
        for ($i = 0; $i < $n; $i++) {
            $st['types'][] = unpack('v', substr($p, $pos, 2))[1];
            $pos += 2;
            if ($c->caps & CLIENT_QUERY_ATTRIBUTES) { $l = read_lenenc($p, $pos); $pos += $l; }
        }
    }
    $vals = [];
    for ($i = 0; $i < $n; $i++) {
        if (ord($nulls[$i >> 3]) & (1 << ($i & 7))) { $vals[] = null; continue; }
        $t = ($st['types'][$i] ?? TYPE_VAR_STRING) & 0xFF;
        $unsigned = (($st['types'][$i] ?? 0) & 0x8000) !== 0;
        $size = [1 => 1, 2 => 2, 13 => 2, 3 => 4, 9 => 4, 8 => 8, 4 => 4, 5 => 8][$t] ?? 0;
        if ($size) {
            $raw = substr($p, $pos, $size);
            $pos += $size;
            $vals[] = match ($t) {
                4 => (string)unpack('g', $raw)[1],
                5 => (string)unpack('e', $raw)[1],
                8 => $unsigned ? sprintf('%u', unpack('P', $raw)[1]) : (string)unpack('q', $raw)[1],
                default => (string)unpack(['1' => $unsigned ? 'C' : 'c', '2' => $unsigned ? 'v' : 's', '4' => $unsigned ? 'V' : 'l'][(string)$size], $raw)[1],
            };
            continue;
        }
        $l = read_lenenc($p, $pos);
        $vals[] = substr($p, $pos, $l);
        $pos += $l;
    }
    return $vals;
}

// A binary-protocol result set.
function binary_rows(Conn $c, array $cols, array $rows): void {
    logline('event=resultset protocol=binary form=' . $c->form() . ' cols=' . count($cols) . ' rows=' . count($rows));
    $c->columnCount(count($cols));
    foreach ($cols as [$name, $type]) $c->send(Conn::columnDef($name, $type));
    $c->eof(false);
    foreach ($rows as $row) {
        $nulls = str_repeat("\x00", intdiv(count($cols) + 9, 8));
        $values = '';
        foreach ($row as $i => $v) {
            if ($v === null) { $nulls[($i + 2) >> 3] = chr(ord($nulls[($i + 2) >> 3]) | (1 << (($i + 2) & 7))); continue; }
            $values .= $cols[$i][1] === TYPE_LONGLONG ? pack('q', (int)$v) : lenenc_str((string)$v);
        }
        $c->send("\x00" . $nulls . $values);
    }
    $c->eof();
}

// MySQL 8's prepare reply: OK with the counts, then the parameter and the column definitions,
// each list closed by an EOF only without DEPRECATE_EOF.
function do_prepare(Conn $c, string $sql): void {
    $sql = trim($sql, " \t\n\r;");
    $params = substr_count(preg_replace("/'(?:[^'\\\\]|\\\\.|'')*'/s", "''", $sql), '?');
    $none = [];
    $r = result_of($c, $sql, $none);
    if (is_string($r)) { $c->err(1054, $r, '42S22'); return; }
    $cols = $r[0] ?? [];
    $id = $c->nextStmt++;
    $c->stmts[$id] = ['sql' => $sql, 'params' => $params, 'types' => []];
    logline("event=prepare id=$id params=$params cols=" . count($cols) . ' form=' . $c->form());
    $c->send("\x00" . pack('V', $id) . pack('v', count($cols)) . pack('v', $params) . "\x00" . pack('v', 0)
        . ($c->caps & CLIENT_OPTIONAL_RESULTSET_METADATA ? "\x01" : ''));
    if ($params > 0) {
        for ($i = 0; $i < $params; $i++) $c->send(Conn::columnDef('?', TYPE_VAR_STRING));
        $c->eof(false);
    }
    if ($cols) {
        foreach ($cols as [$name, $type]) $c->send(Conn::columnDef($name, $type));
        $c->eof(false);
    }
}

function do_execute(Conn $c, string $p): void {
    $id = unpack('V', substr($p, 1, 4))[1];
    if (!isset($c->stmts[$id])) { $c->err(1243, "Unknown prepared statement handler ($id) given to mysqld_stmt_execute"); return; }
    $st = &$c->stmts[$id];
    $vals = execute_params($c, $st, $p);
    logline("event=execute id=$id params=" . json_encode($vals));
    $params = [];
    foreach ($vals as $i => $v) {
        $params[] = [in_array(($st['types'][$i] ?? 0) & 0xFF, [1, 2, 3, 8, 9, 13], true) ? TYPE_LONGLONG : TYPE_VAR_STRING, $v];
    }
    $r = result_of($c, $st['sql'], $params);
    if ($r === null) $c->ok();
    elseif (is_string($r)) $c->err(1054, $r, '42S22');
    else binary_rows($c, ...$r);
}

function serve(Conn $c): void {
    if (!handshake($c)) {
        if (!$c->closed) $c->readPacket('after-refusal', 2.0);   // the client reads the ERR first
        return;
    }
    for (;;) {
        $p = $c->readPacket();
        if ($p === null) return;
        $cmd = $p === '' ? -1 : ord($p[0]);
        switch ($cmd) {
            case 0x01: logline('event=quit'); return;                                 // COM_QUIT
            case 0x02: change_db($c, substr($p, 1)); break;                           // COM_INIT_DB
            case 0x03:                                                                // COM_QUERY
                $sql = substr($p, 1);
                if ($c->caps & CLIENT_QUERY_ATTRIBUTES) {
                    $pos = 1;
                    $n = read_lenenc($p, $pos);
                    read_lenenc($p, $pos);
                    if ($n > 0) { $c->err(1235, 'fake_mysql8: query attributes are not spoken here'); break; }
                    $sql = substr($p, $pos);
                }
                do_query($c, $sql);
                break;
            case 0x09: $c->send('Uptime: 1  Threads: 1  Questions: 1  Slow queries: 0  Opens: 1  Flush tables: 1  Open tables: 1  Queries per second avg: 1.000'); break;
            case 0x16: do_prepare($c, substr($p, 1)); break;                          // COM_STMT_PREPARE
            case 0x17: do_execute($c, $p); break;                                     // COM_STMT_EXECUTE
            case 0x18: break;                                                         // COM_STMT_SEND_LONG_DATA
            case 0x19: unset($c->stmts[unpack('V', substr($p, 1, 4))[1]]); break;     // COM_STMT_CLOSE
            case 0x1b: $c->eof(); break;                                              // COM_SET_OPTION: EOF
            case 0x11: if (!change_user($c, $p)) return; break;                       // COM_CHANGE_USER
            case 0x1f: $c->resetSession(); $c->ok(); break;                           // COM_RESET_CONNECTION
            default: $c->ok(); break;                                                 // COM_PING, ...
        }
    }
}

// --- listener --------------------------------------------------------------------------------
$server = @stream_socket_server('tcp://127.0.0.1:0', $errno, $errstr);
if (!$server) { fwrite(STDERR, "fake_mysql8: listen failed: $errstr\n"); exit(1); }
$name = stream_socket_get_name($server, false);
$port = (int)substr($name, strrpos($name, ':') + 1);
touch($LOG . '.raw');
touch($LOG . '.plain');
logline("event=listening port=$port plugin=" . Cfg::$plugin . ' cache=' . (Cfg::$cacheHit ? 'hit' : 'miss')
    . ' tls=' . (Cfg::$cert !== null ? 1 : 0) . ' require_tls=' . (Cfg::$requireTls ? 1 : 0));
file_put_contents($opt['port-file'] . '.tmp', "$port\n");
rename($opt['port-file'] . '.tmp', $opt['port-file']);

pcntl_async_signals(true);
$children = [];
$stop = false;
pcntl_signal(SIGTERM, function () use (&$stop) { $stop = true; });
pcntl_signal(SIGINT, function () use (&$stop) { $stop = true; });
$deadline = $T0 + (int)($opt['lifetime'] ?? 120);
while (microtime(true) < $deadline && !$stop) {
    $r = [$server]; $w = null; $e = null;
    $k = @stream_select($r, $w, $e, 0, 200000);
    while (($pid = pcntl_waitpid(-1, $st, WNOHANG)) > 0) unset($children[$pid]);
    if (!$k) continue;
    $s = @stream_socket_accept($server, 0);
    if (!$s) continue;
    $CONN++;
    logline('event=accept peer=' . stream_socket_get_name($s, true));
    $pid = pcntl_fork();
    if ($pid === 0) {
        pcntl_signal(SIGTERM, SIG_DFL);
        fclose($server);
        $c = new Conn($s);
        serve($c);
        $c->flush();
        exit(0);
    }
    if ($pid > 0) $children[$pid] = true;
    fclose($s);
}
foreach (array_keys($children) as $pid) posix_kill($pid, SIGTERM);
foreach (array_keys($children) as $pid) pcntl_waitpid($pid, $st);
logline('event=exit');
