<?php
// results.php SIDE_DIR: run-tests' junit.xml (+ run-tests.out for XFAIL, which JUnit records as
// a pass, and for the tests it skipped before JUnit saw them) of one side -> STATUS TAB test TAB
// reason, one line per test run, the test named by its file (mysqli_query.phpt). A non-PASS whose
// .out shows a signal (Termsig=N) or a sanitizer's report becomes CRASH (a report is output, so
// a test that printed one did not pass). Called by php_src_mysqli.sh.
[, $dir] = $argv + [null, null];
if ($dir === null || !is_file("$dir/junit.xml")) {
    fwrite(STDERR, "results.php: no $dir/junit.xml\n");
    exit(1);
}
$tests = "$dir/ext/mysqli/tests";
$xml = file_get_contents("$dir/junit.xml");
$out = @file_get_contents("$dir/run-tests.out") ?: '';
$out = str_replace("\r", "\n", preg_replace('/\e\[[0-9;]*m/', '', $out));
preg_match_all('/\bXFAIL\b[^\n]*\[(ext\/[^\]]*\.phpt)\]/', $out, $xf);
$xfail = array_flip(array_map('basename', $xf[1]));
preg_match_all("/<testcase name='([^' ]*\\.phpt) [^>]*>(.*?)<\\/testcase>/s", $xml, $m, PREG_SET_ORDER);
$rows = [];
foreach ($m as [, $path, $body]) {
    $name = basename($path);
    $reason = '';
    if (preg_match('/<skipped>(.*?)<\/skipped>/s', $body, $r)) {
        $status = 'SKIP'; $reason = $r[1];
    } elseif (preg_match("/<failure type='([A-Z&]+)ED'/", $body, $r)) {
        $status = 'FAIL';
    } elseif (preg_match("/<error type='([A-Z&]+?)(ED)?' message='([^']*)'/", $body, $r)) {
        $status = $r[1] === 'BORK' ? 'BORK' : $r[1]; $reason = $r[3];
    } elseif (preg_match("/<warning>(.*?)<\/warning>/s", $body, $r)) {
        $status = 'WARN'; $reason = $r[1];
    } else {
        $status = isset($xfail[$name]) ? 'XFAIL' : 'PASS';
    }
    $o = @file_get_contents("$tests/" . basename($name, '.phpt') . '.out');
    if ($status !== 'PASS' && $status !== 'SKIP' && $o !== false) {
        if (preg_match_all('/Termsig=(\d+)/', $o, $t)) {
            $status = 'CRASH'; $reason = 'signal ' . end($t[1]);
        } elseif (preg_match('/(AddressSanitizer|LeakSanitizer|UndefinedBehaviorSanitizer|runtime error:)[^\n]*/', $o, $t)) {
            $status = 'CRASH'; $reason = substr($t[0], 0, 200);
        }
    }
    $reason = trim(preg_replace('/\s+/', ' ', html_entity_decode($reason, ENT_QUOTES)));
    // a test php-src marks timing-dependent that passes on run-tests' one retry is a pass, as
    // in php-src's own CI (REPORT_EXIT_STATUS)
    if ($status === 'WARN' && stripos($reason, 'passed on retry') !== false) {
        $status = 'PASS'; $reason = 'passed on its retry';
    }
    $rows[$name] = "$status\t$name\t$reason";
}
// skipped for a missing --EXTENSIONS-- before JUnit saw them
preg_match_all('/\[ext\/mysqli\/tests\/([^\]\/]*\.phpt)\] reason: ([^\n]*)/', $out, $sk, PREG_SET_ORDER);
foreach ($sk as [, $name, $why]) {
    $rows[$name] ??= "SKIP\t$name\t" . trim($why);
}
ksort($rows);
echo $rows ? implode("\n", $rows) . "\n" : '';
