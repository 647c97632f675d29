<?php
// Which of php-src's mysqli tests (php-tests/php-src-mysqli/mysqli) are out of the front-end's scope
// and why. A test is out of scope when its code (the --SKIPIF--, --FILE-- and --CLEAN--
// sections and the .inc files they include, read with PHP's tokenizer, comments left out) calls a
// mysqli function or method outside SUPPORTED below (the WordPress surface of issue 36 and the
// parts of issue 37 built so far), creates a mysqli_stmt or mysqli_warning, queries with
// MYSQLI_ASYNC, sends LOAD DATA LOCAL INFILE, or sets a mysqlnd.* ini entry other than
// mysqlnd.net_read_timeout, mysqlnd.collect_statistics and mysqlnd.collect_memory_statistics
// (the front-end is not mysqlnd). Anything else is in scope, whatever its result.
//
//   php -n -d extension=tokenizer scope.php VENDOR_DIR            # out_of_scope.txt's text
//   php -n -d extension=tokenizer scope.php VENDOR_DIR --in-scope # the in-scope tests, one a line
//
// A mysqli_* function of PHP 8.2's API must be in SUPPORTED or in a category of UNSUPPORTED:
// the script refuses to classify (exit 1) if a test uses one it does not know, so a new name is
// a decision, not a default. Names outside PHP 8.2's API (removed functions a test checks for,
// the tests' own helpers) are not the front-end's and count for nothing.

const SUPPORTED = [
    'mysqli_init', 'mysqli_real_connect', 'mysqli_connect', 'mysqli_report', 'mysqli_query',
    'mysqli_real_query', 'mysqli_store_result', 'mysqli_use_result', 'mysqli_real_escape_string',
    'mysqli_escape_string', 'mysqli_error', 'mysqli_errno', 'mysqli_sqlstate', 'mysqli_error_list',
    'mysqli_set_charset', 'mysqli_character_set_name', 'mysqli_select_db', 'mysqli_ping',
    'mysqli_close', 'mysqli_connect_errno', 'mysqli_connect_error', 'mysqli_insert_id',
    'mysqli_affected_rows', 'mysqli_info', 'mysqli_warning_count', 'mysqli_get_server_info',
    'mysqli_get_server_version', 'mysqli_get_client_info', 'mysqli_get_client_version',
    'mysqli_thread_id', 'mysqli_field_count', 'mysqli_more_results', 'mysqli_next_result',
    'mysqli_get_host_info', 'mysqli_get_proto_info', 'mysqli_num_rows', 'mysqli_num_fields',
    'mysqli_fetch_assoc', 'mysqli_fetch_row', 'mysqli_fetch_array', 'mysqli_fetch_object',
    'mysqli_fetch_all', 'mysqli_fetch_column', 'mysqli_fetch_field', 'mysqli_fetch_fields',
    'mysqli_fetch_field_direct', 'mysqli_field_seek', 'mysqli_field_tell', 'mysqli_data_seek',
    'mysqli_fetch_lengths', 'mysqli_free_result',
    // methods with no procedural twin
    'mysqli::__construct', 'mysqli::init', 'mysqli_result::__construct', 'mysqli_result::getIterator',
    // issue 37, the transaction API
    'mysqli_autocommit', 'mysqli_begin_transaction', 'mysqli_commit', 'mysqli_rollback',
    'mysqli_savepoint', 'mysqli_release_savepoint',
    // issue 37, prepared statements
    'mysqli_prepare', 'mysqli_stmt_init', 'mysqli_execute', 'mysqli_execute_query',
    'mysqli_stmt_affected_rows', 'mysqli_stmt_attr_get', 'mysqli_stmt_attr_set',
    'mysqli_stmt_bind_param', 'mysqli_stmt_bind_result', 'mysqli_stmt_close',
    'mysqli_stmt_data_seek', 'mysqli_stmt_errno', 'mysqli_stmt_error', 'mysqli_stmt_error_list',
    'mysqli_stmt_execute', 'mysqli_stmt_fetch', 'mysqli_stmt_field_count',
    'mysqli_stmt_free_result', 'mysqli_stmt_get_result', 'mysqli_stmt_insert_id',
    'mysqli_stmt_more_results', 'mysqli_stmt_next_result', 'mysqli_stmt_num_rows',
    'mysqli_stmt_param_count', 'mysqli_stmt_prepare', 'mysqli_stmt_reset',
    'mysqli_stmt_result_metadata', 'mysqli_stmt_send_long_data', 'mysqli_stmt_sqlstate',
    'mysqli_stmt_store_result', 'new mysqli_stmt',
    // issue 37: several statements per query, the server's status line, thread safety
    'mysqli_multi_query', 'mysqli_stat', 'mysqli_thread_safe',
    // issue 37: warning objects
    'mysqli_get_warnings', 'mysqli_stmt_get_warnings', 'new mysqli_warning',
    // issue 37: the charset object
    'mysqli_get_charset',
    // issue 37: server administration, mysqlnd's trace
    'mysqli_kill', 'mysqli_refresh', 'mysqli_dump_debug_info', 'mysqli_debug',
    // issue 37: another user and database for a link (another pool)
    'mysqli_change_user',
    // issue 37: LOAD DATA LOCAL INFILE as stock's settings allow it
    'LOAD DATA LOCAL', 'local_infile_tools.inc', 'MYSQLI_OPT_LOCAL_INFILE',
    'ini mysqli.allow_local_infile', 'ini mysqli.local_infile_directory',
    // issue 37: asynchronous queries (a lease held from send to reap)
    'mysqli_poll', 'mysqli_reap_async_query', 'MYSQLI_ASYNC',
    // issue 37: every option as mysqlnd answers it, TLS settings
    'mysqli_options', 'mysqli_set_opt', 'mysqli_ssl_set',
    // issue 37: the process's link counts
    'mysqli_get_links_stats',
    // issue 37: mysqlnd's read timeout, which links without MYSQLI_OPT_READ_TIMEOUT take
    'ini mysqlnd.net_read_timeout',
    // issue 37: mysqlnd's statistics, counted by the front-end (ext/mysqli/stats.cpp)
    'mysqli_get_client_stats', 'mysqli_get_connection_stats',
    'ini mysqlnd.collect_statistics', 'ini mysqlnd.collect_memory_statistics',
];

// Every other function of PHP 8.2's mysqli, by the reason it is out of scope; a test is listed
// under the first category (in this order) it falls in.
const UNSUPPORTED = [
    'mysqlnd_ini' => ["mysqlnd's other ini entries (debug trace, buffers, keys)", [
        'ini mysqlnd.*']],
];

// Methods by name, as PHP 8.2's stub maps them to functions (mysqli and mysqli_result first:
// a name both they and mysqli_stmt have, such as close(), is taken as theirs; a test that uses
// a mysqli_stmt is out of scope by its other calls anyway).
const METHODS = [
    'autocommit' => 'mysqli_autocommit', 'begin_transaction' => 'mysqli_begin_transaction',
    'change_user' => 'mysqli_change_user', 'character_set_name' => 'mysqli_character_set_name',
    'close' => 'mysqli_close', 'commit' => 'mysqli_commit', 'connect' => 'mysqli_connect',
    'dump_debug_info' => 'mysqli_dump_debug_info', 'debug' => 'mysqli_debug',
    'get_charset' => 'mysqli_get_charset', 'execute_query' => 'mysqli_execute_query',
    'get_client_info' => 'mysqli_get_client_info',
    'get_connection_stats' => 'mysqli_get_connection_stats',
    'get_server_info' => 'mysqli_get_server_info', 'get_warnings' => 'mysqli_get_warnings',
    'init' => 'mysqli::init', 'kill' => 'mysqli_kill', 'multi_query' => 'mysqli_multi_query',
    'more_results' => 'mysqli_more_results', 'next_result' => 'mysqli_next_result',
    'ping' => 'mysqli_ping', 'poll' => 'mysqli_poll', 'prepare' => 'mysqli_prepare',
    'query' => 'mysqli_query', 'real_connect' => 'mysqli_real_connect',
    'real_escape_string' => 'mysqli_real_escape_string',
    'reap_async_query' => 'mysqli_reap_async_query', 'escape_string' => 'mysqli_escape_string',
    'real_query' => 'mysqli_real_query', 'release_savepoint' => 'mysqli_release_savepoint',
    'rollback' => 'mysqli_rollback', 'savepoint' => 'mysqli_savepoint',
    'select_db' => 'mysqli_select_db', 'set_charset' => 'mysqli_set_charset',
    'options' => 'mysqli_options', 'set_opt' => 'mysqli_set_opt', 'ssl_set' => 'mysqli_ssl_set',
    'stat' => 'mysqli_stat', 'stmt_init' => 'mysqli_stmt_init',
    'store_result' => 'mysqli_store_result', 'thread_safe' => 'mysqli_thread_safe',
    'use_result' => 'mysqli_use_result', 'refresh' => 'mysqli_refresh',
    // mysqli_result
    'free' => 'mysqli_free_result', 'free_result' => 'mysqli_free_result',
    'data_seek' => 'mysqli_data_seek', 'fetch_field' => 'mysqli_fetch_field',
    'fetch_fields' => 'mysqli_fetch_fields', 'fetch_field_direct' => 'mysqli_fetch_field_direct',
    'fetch_all' => 'mysqli_fetch_all', 'fetch_array' => 'mysqli_fetch_array',
    'fetch_assoc' => 'mysqli_fetch_assoc', 'fetch_object' => 'mysqli_fetch_object',
    'fetch_row' => 'mysqli_fetch_row', 'fetch_column' => 'mysqli_fetch_column',
    'field_seek' => 'mysqli_field_seek', 'getIterator' => 'mysqli_result::getIterator',
    // mysqli_stmt only
    'attr_get' => 'mysqli_stmt_attr_get', 'attr_set' => 'mysqli_stmt_attr_set',
    'bind_param' => 'mysqli_stmt_bind_param', 'bind_result' => 'mysqli_stmt_bind_result',
    'execute' => 'mysqli_stmt_execute', 'fetch' => 'mysqli_stmt_fetch',
    'result_metadata' => 'mysqli_stmt_result_metadata', 'num_rows' => 'mysqli_stmt_num_rows',
    'send_long_data' => 'mysqli_stmt_send_long_data', 'reset' => 'mysqli_stmt_reset',
    'get_result' => 'mysqli_stmt_get_result',
];

function category_of(string $use): ?string
{
    foreach (UNSUPPORTED as $cat => [, $names]) {
        if (in_array($use, $names, true)) return $cat;
    }
    return null;
}

// sections NAME => text of a .phpt
function sections(string $file): array
{
    $out = [];
    $name = null;
    foreach (preg_split('/(?<=\n)/', file_get_contents($file)) as $line) {
        if (preg_match('/^--([A-Z_]+)--\r?\n?$/', $line, $m)) {
            $name = $m[1];
            $out[$name] = '';
        } elseif ($name !== null) {
            $out[$name] .= $line;
        }
    }
    return $out;
}

// uses(CODE, DIR, &SEEN): what of the API a piece of PHP uses, with the .inc files it includes
function uses(string $code, string $dir, array &$seen): array
{
    $t = array_values(array_filter(token_get_all($code), fn($x) => !is_array($x)
        || !in_array($x[0], [T_WHITESPACE, T_COMMENT, T_DOC_COMMENT], true)));
    $api = array_merge(SUPPORTED, ...array_map(fn($c) => $c[1], array_values(UNSUPPORTED)));
    $used = [];
    $n = count($t);
    for ($i = 0; $i < $n; $i++) {
        $x = $t[$i];
        $prev = $t[$i - 1] ?? null;
        $next = $t[$i + 1] ?? null;
        $id = is_array($x) ? $x[0] : null;
        if ($id === T_STRING || $id === T_NAME_FULLY_QUALIFIED) {
            $name = ltrim($x[1], '\\');
            $pid = is_array($prev) ? $prev[0] : $prev;
            if ($pid === T_OBJECT_OPERATOR || $pid === T_NULLSAFE_OBJECT_OPERATOR
                || $pid === T_DOUBLE_COLON) {
                if ($next === '(' && isset(METHODS[$name])) $used[METHODS[$name]] = true;
                if ($next === '(' && $name === '__construct' && $pid === T_DOUBLE_COLON) {
                    $used['mysqli::__construct'] = true;
                }
            } elseif ($pid === T_NEW) {
                $lc = strtolower($name);
                if ($lc === 'mysqli_stmt' || $lc === 'mysqli_warning') $used["new $lc"] = true;
                if ($lc === 'mysqli') $used['mysqli::__construct'] = true;
                if ($lc === 'mysqli_result') $used['mysqli_result::__construct'] = true;
            } elseif ($pid !== T_FUNCTION && $next === '(' && in_array(strtolower($name), $api, true)) {
                $used[strtolower($name)] = true;
            } elseif ($name === 'MYSQLI_ASYNC' || $name === 'MYSQLI_OPT_LOCAL_INFILE') {
                $used[$name] = true;
            }
        } elseif ($id === T_CONSTANT_ENCAPSED_STRING || $id === T_ENCAPSED_AND_WHITESPACE) {
            $s = trim($x[1], '\'"');
            // a function named by a string is called by it (call_user_func, $f = 'mysqli_...'),
            // unless the string only asks whether it exists
            $asks = ($t[$i - 1] ?? null) === '(' && is_array($t[$i - 2] ?? null)
                && strtolower($t[$i - 2][1]) === 'function_exists';
            if (!$asks && in_array(strtolower($s), $api, true) && str_starts_with($s, 'mysqli_')) {
                $used[strtolower($s)] = true;
            }
            if (preg_match('/LOAD\s+DATA\s+LOCAL/i', $s)) $used['LOAD DATA LOCAL'] = true;
            if (preg_match('/^([a-z_]+\.inc)$/', $s, $m) && is_file("$dir/{$m[1]}")) {
                $used += include_uses($m[1], $dir, $seen);
            }
        }
    }
    return $used;
}

function include_uses(string $inc, string $dir, array &$seen): array
{
    if (isset($seen[$inc])) return $seen[$inc];
    $seen[$inc] = [];
    $used = uses(file_get_contents("$dir/$inc"), $dir, $seen);
    if ($inc === 'local_infile_tools.inc') $used['local_infile_tools.inc'] = true;
    return $seen[$inc] = $used;
}

function classify(string $file, string $dir, array &$seen): array
{
    $s = sections($file);
    $used = [];
    foreach (['SKIPIF', 'FILE', 'CLEAN'] as $sec) {
        if (isset($s[$sec])) $used += uses($s[$sec], $dir, $seen);
    }
    foreach (preg_split('/\R/', $s['INI'] ?? '') as $line) {
        if (preg_match('/^\s*(mysqlnd\.net_read_timeout|mysqlnd\.collect_statistics|mysqlnd\.collect_memory_statistics|mysqlnd\.|mysqli\.allow_local_infile|mysqli\.local_infile_directory)/', $line, $m)) {
            $used[$m[1] === 'mysqlnd.' ? 'ini mysqlnd.*' : "ini {$m[1]}"] = true;
        }
    }
    $by_cat = [];
    $unknown = [];
    foreach (array_keys($used) as $u) {
        if (in_array($u, SUPPORTED, true)) continue;
        $cat = category_of($u);
        if ($cat === null) $unknown[] = $u; else $by_cat[$cat][] = $u;
    }
    $first = null;
    foreach (array_keys(UNSUPPORTED) as $cat) {
        if (isset($by_cat[$cat])) { $first = $cat; break; }
    }
    $all = $by_cat ? array_merge(...array_values($by_cat)) : [];
    sort($all);
    return [$first, $all, $unknown];
}

[, $dir] = $argv + [null, null];
if ($dir === null || !is_dir($dir)) {
    fwrite(STDERR, "usage: php -n -d extension=tokenizer scope.php VENDOR_DIR [--in-scope]\n");
    exit(2);
}
$in_scope_only = in_array('--in-scope', $argv, true);
$seen = [];
$rows = [];
$in = [];
$counts = array_fill_keys(array_keys(UNSUPPORTED), 0);
$files = glob("$dir/*.phpt");
sort($files);
foreach ($files as $f) {
    [$cat, $all, $unknown] = classify($f, $dir, $seen);
    if ($unknown) {
        fwrite(STDERR, basename($f) . ': not classified: ' . implode(' ', $unknown) . "\n");
        exit(1);
    }
    if ($cat === null) { $in[] = basename($f); continue; }
    $counts[$cat]++;
    $rows[] = basename($f) . "\t$cat\t" . implode(' ', $all);
}
if ($in_scope_only) {
    echo $in ? implode("\n", $in) . "\n" : '';
    exit(0);
}
echo "# php-src's mysqli tests (php-tests/php-src-mysqli/mysqli) out of the front-end's scope (issue 36's surface and issue 37's parts done so far), by reason.\n";
echo "# Generated by scripts/php_src_mysqli/scope.php, which says the rule; do not edit: the step\n";
echo "# php_src_mysqli regenerates it and fails on any difference, so a change is reviewed here.\n";
echo "# A test is listed under the first category that applies; the third column is all it uses\n";
echo "# of what is out of scope.\n#\n";
foreach (UNSUPPORTED as $cat => [$why, $names]) {
    printf("# %-20s %3d  %s: %s\n", $cat, $counts[$cat], $why, implode(', ', $names));
}
printf("# %-20s %3d  of %d tests; %d in scope\n#\n", 'total', count($rows), count($files), count($in));
echo implode("\n", $rows), "\n";
