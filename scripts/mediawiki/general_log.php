<?php
// What a MariaDB general log (a file: general_log_file) shows a client sent, for
// scripts/mediawiki/mediawiki_test.sh: one line of counts over the log's entries, from the
// first entry after the line number FROM (0: all), of the connections of USER (those whose
// Connect entry names it; every connection when USER is empty).
//
//   php general_log.php FILE FROM [USER]
//
// Prints, space-separated: connects=N (Connect entries), statements=N (Query entries),
// plain=N (of those, the ones without a comment after their first word: MediaWiki puts its
// caller there, `SELECT /* Class::method */ ...`; the others are mysqlpool's own), by first word (select=N insert=N update=N delete=N replace=N set=N show=N other=N),
// begin=N (BEGIN / START TRANSACTION) commit=N rollback=N savepoint=N (SAVEPOINT, RELEASE
// SAVEPOINT, ROLLBACK TO), get_lock=N
// release_lock=N is_free_lock=N (the statements that call them), multi=N (a Query entry of
// several statements: a `;` followed by more text outside quotes), then every other command
// by name (reset_connection=N, quit=N, init_db=N, ...), and lines=N (the log's lines, for the
// next FROM).
if ($argc < 3) {
    fwrite(STDERR, "usage: php general_log.php FILE FROM [USER]\n");
    exit(2);
}
$lines = file($argv[1], FILE_IGNORE_NEW_LINES);
if ($lines === false) {
    exit(1);
}
$from = (int)$argv[2];
$user = $argv[3] ?? '';

// an entry's first line: [YYMMDD HH:MM:SS] <tab(s)> ID <space> COMMAND <tab> ARGUMENT
$head = '/^(?:\d{6}\s+\d{1,2}:\d{2}:\d{2})?\s+(\d+)\s([A-Z][a-z]+(?: [a-z]+)?)\t(.*)$/';
$entries = [];
foreach ($lines as $i => $line) {
    if (preg_match($head, $line, $m)) {
        $entries[] = ['line' => $i + 1, 'id' => $m[1], 'cmd' => $m[2], 'arg' => $m[3]];
    } elseif ($entries) {
        $entries[count($entries) - 1]['arg'] .= "\n" . $line;
    }
}

// a `;` followed by more than whitespace, outside quotes and comments
function several_statements(string $sql): bool {
    $n = strlen($sql);
    $quote = '';
    for ($i = 0; $i < $n; $i++) {
        $c = $sql[$i];
        if ($quote !== '') {
            if ($c === '\\') {
                $i++;
            } elseif ($c === $quote) {
                $quote = '';
            }
        } elseif ($c === "'" || $c === '"' || $c === '`') {
            $quote = $c;
        } elseif ($c === ';' && trim(substr($sql, $i + 1)) !== '') {
            return true;
        }
    }
    return false;
}

$ours = [];
$count = ['connects' => 0, 'statements' => 0, 'plain' => 0];
foreach (['select', 'insert', 'update', 'delete', 'replace', 'set', 'show', 'other', 'begin',
          'commit', 'rollback', 'savepoint', 'get_lock', 'release_lock', 'is_free_lock',
          'multi'] as $k) {
    $count[$k] = 0;
}
foreach ($entries as $e) {
    if ($e['cmd'] === 'Connect') {
        $ours[$e['id']] = $user === '' || strpos($e['arg'], "$user@") === 0;
    }
    if ($e['line'] <= $from || !($ours[$e['id']] ?? $user === '')) {
        continue;
    }
    if ($e['cmd'] === 'Connect') {
        $count['connects']++;
        continue;
    }
    if ($e['cmd'] !== 'Query') {
        $k = strtolower(str_replace(' ', '_', $e['cmd']));
        $count[$k] = ($count[$k] ?? 0) + 1;
        continue;
    }
    $count['statements']++;
    // MediaWiki names its caller in a comment after the first word: "SELECT /* Class::method */"
    if (!preg_match('~^\s*\w+\s+/\*~', $e['arg'])) {
        $count['plain']++;
    }
    $sql = ltrim(preg_replace('~^(\s*/\*.*?\*/)+~s', '', $e['arg']));
    $word = strtolower(preg_match('/^[A-Za-z]+/', $sql, $w) ? $w[0] : '');
    $count[in_array($word, ['select', 'insert', 'update', 'delete', 'replace', 'set', 'show'], true) ? $word : 'other']++;
    if (preg_match('/^(savepoint|release\s+savepoint|rollback\s+(work\s+)?to)\b/i', $sql)) {
        $count['savepoint']++;
    } elseif ($word === 'begin' || preg_match('/^start\s+transaction/i', $sql)) {
        $count['begin']++;
    } elseif ($word === 'commit' || $word === 'rollback') {
        $count[$word]++;
    }
    foreach (['get_lock', 'release_lock', 'is_free_lock'] as $f) {
        if (stripos($sql, "$f(") !== false) {
            $count[$f]++;
        }
    }
    if (several_statements($sql)) {
        $count['multi']++;
    }
}
$count['lines'] = count($lines);
$out = [];
foreach ($count as $k => $v) {
    $out[] = "$k=$v";
}
echo implode(' ', $out), "\n";
