<?php
// Checks the Laravel test application (scripts/laravel/app/) against the database, on its own
// pdo_mysql connection (never through mysqlpool: run it with the CLI's plain php.ini).
//
//   php check.php functional URL DRIVER   the whole endpoint list once, in order, each answer
//                                         checked; migrations down and up; leaves the data
//                                         seeded. DRIVER: the PDO driver name the app must see
//                                         (mysql with the php.ini switch, mysqlpool with the
//                                         Laravel driver)
//   php check.php smoke URL DRIVER        a short pass (reads, a transaction, a rollback, a
//                                         savepoint, a unique violation, the connect sequence)
//   php check.php bodies WRK_REQUESTS FILE...   every answer wrk recorded under load
//                                         ("STATUS<TAB>BODY" lines), then the invariants
//
// Prints `ok - NAME` / `not ok - NAME: why` lines (scripts/laravel/laravel_test.sh counts them) and
// `# ...` notes. Server: MYSQLPOOL_TEST_ROOT_SOCKET (root), else MYSQLPOOL_TEST_HOST/PORT/USER/
// PASSWORD; database LARAVEL_DB.
if (PHP_SAPI !== 'cli') exit(1);

const LARAVEL_STRICT_MODE = 'ONLY_FULL_GROUP_BY,STRICT_TRANS_TABLES,NO_ZERO_IN_DATE,NO_ZERO_DATE,ERROR_FOR_DIVISION_BY_ZERO,NO_ENGINE_SUBSTITUTION';
const TABLES = ['coupons', 'orders', 'prices', 'products', 'users'];
const MIGRATIONS = ['2024_01_01_000001_create_users_table', '2024_01_01_000002_create_products_table',
    '2024_01_01_000003_create_prices_table', '2024_01_01_000004_create_coupons_table',
    '2024_01_01_000005_create_orders_table'];
const INITIAL_STOCK = 1000000;

function ok(string $name): void { echo "ok - $name\n"; }
function not_ok(string $name, string $why): void { echo "not ok - $name: $why\n"; }
function note(string $s): void { echo "# $s\n"; }

function db(): PDO {
    static $db = null;
    if ($db) return $db;
    $name = getenv('LARAVEL_DB') ?: 'laravel';
    $opts = [PDO::ATTR_ERRMODE => PDO::ERRMODE_EXCEPTION, PDO::ATTR_DEFAULT_FETCH_MODE => PDO::FETCH_ASSOC,
             PDO::ATTR_EMULATE_PREPARES => true, PDO::ATTR_STRINGIFY_FETCHES => false];
    if ($s = getenv('MYSQLPOOL_TEST_ROOT_SOCKET')) {
        $db = new PDO("mysql:unix_socket=$s;dbname=$name;charset=utf8mb4", 'root', '', $opts);
    } else {
        $db = new PDO(sprintf('mysql:host=%s;port=%s;dbname=%s;charset=utf8mb4', getenv('MYSQLPOOL_TEST_HOST') ?: '127.0.0.1',
            getenv('MYSQLPOOL_TEST_PORT') ?: '3306', $name), getenv('MYSQLPOOL_TEST_USER'), getenv('MYSQLPOOL_TEST_PASSWORD'), $opts);
    }
    return $db;
}
function rows(string $sql, array $args = []): array { $st = db()->prepare($sql); $st->execute($args); return $st->fetchAll(); }
function one(string $sql, array $args = []) { $st = db()->prepare($sql); $st->execute($args); return $st->fetchColumn(); }

// --- expected answers, from the database -----------------------------------------------------

function expect_user(int $id): ?array {
    $u = rows('SELECT id, name, email FROM users WHERE id = ?', [$id])[0] ?? null;
    if (!$u) return null;
    $coupons = array_map(fn($r) => [$r['code'], (int)$r['percent_off'], $r['sku']], rows(
        'SELECT c.code, c.percent_off, p.sku FROM coupons c JOIN products p ON p.id = c.product_id
          WHERE c.user_id = ? ORDER BY c.id', [$id]));
    $orders = array_map(fn($r) => [$r['ref'], (int)$r['qty'], (int)$r['total_cents'], $r['sku'], $r['name']], rows(
        'SELECT o.ref, o.qty, o.total_cents, p.sku, p.name FROM orders o JOIN products p ON p.id = o.product_id
          WHERE o.user_id = ? ORDER BY o.id', [$id]));
    // eager loading: user, coupons, their products, orders, their products (empty relations skip theirs)
    $queries = 3 + ($coupons ? 1 : 0) + ($orders ? 1 : 0);
    return ['ep' => 'user', 'id' => (int)$u['id'], 'name' => $u['name'], 'email' => $u['email'],
            'coupons' => $coupons, 'orders' => $orders, 'queries' => $queries];
}

function expect_product(int $id): ?array {
    $p = rows('SELECT id, sku, name FROM products WHERE id = ?', [$id])[0] ?? null;
    if (!$p) return null;
    $prices = array_map(fn($r) => [(int)$r['min_qty'], (int)$r['unit_cents']],
        rows('SELECT min_qty, unit_cents FROM prices WHERE product_id = ? ORDER BY min_qty', [$id]));
    $cents = array_column($prices, 1);
    $holders = array_column(rows('SELECT u.email FROM coupons c JOIN users u ON u.id = c.user_id
                                   WHERE c.product_id = ? ORDER BY u.email', [$id]), 'email');
    return ['ep' => 'product', 'id' => (int)$p['id'], 'sku' => $p['sku'], 'name' => $p['name'], 'prices' => $prices,
            'n' => count($prices), 'lo' => $cents ? min($cents) : 0, 'hi' => $cents ? max($cents) : 0,
            'coupon_holders' => $holders];
}

function unit_cents(int $product, int $qty): ?int {
    $v = one('SELECT unit_cents FROM prices WHERE product_id = ? AND min_qty <= ? ORDER BY min_qty DESC LIMIT 1', [$product, $qty]);
    return $v === false ? null : (int)$v;
}
function best_coupon(int $user, int $product): ?array {
    return rows('SELECT id, code, percent_off FROM coupons WHERE user_id = ? AND product_id = ?
                  ORDER BY percent_off DESC, id ASC LIMIT 1', [$user, $product])[0] ?? null;
}

function expect_quote(int $user, int $product, int $qty): array {
    $unit = unit_cents($product, $qty);
    $best = best_coupon($user, $product);
    $n = (int)one('SELECT COUNT(*) FROM coupons WHERE user_id = ?', [$user]);
    $pct = $best ? (int)$best['percent_off'] : 0;
    return ['ep' => 'quote', 'user' => $user, 'product' => $product, 'qty' => $qty,
            'sku' => one('SELECT sku FROM products WHERE id = ?', [$product]), 'unit_cents' => $unit,
            'coupon' => $best['code'] ?? null, 'percent_off' => $pct,
            'total_cents' => intdiv($unit * $qty * (100 - $pct), 100), 'coupons' => $n,
            // product, its prices, user, coupons, then one query per coupon (N+1)
            'queries' => 4 + $n];
}

function expect_page(int $page): array {
    $total = (int)one('SELECT COUNT(*) FROM products');
    $ids = array_map('intval', array_column(rows('SELECT id FROM products ORDER BY id LIMIT 10 OFFSET ' . (($page - 1) * 10)), 'id'));
    return ['ep' => 'page', 'page' => $page, 'total' => $total, 'last_page' => max(1, (int)ceil($total / 10)), 'ids' => $ids];
}

function expect_chunk(): array {
    $r = rows('SELECT COUNT(*) n, COALESCE(SUM(unit_cents), 0) s FROM prices')[0];
    return ['ep' => 'chunk', 'chunks' => (int)ceil($r['n'] / 37), 'rows' => (int)$r['n'], 'sum' => (int)$r['s']];
}

function stream_hash(array $rows, string $a, string $b): int {
    $h = 0;
    foreach ($rows as $r) $h = ($h * 31 + crc32($r[$a] . '|' . $r[$b])) % 2147483647;
    return $h;
}
function expect_cursor(): array {
    $r = rows('SELECT sku, name FROM products ORDER BY id');
    return ['ep' => 'cursor', 'rows' => count($r), 'hash' => stream_hash($r, 'sku', 'name')];
}
function expect_lazy(): array {
    $r = rows('SELECT email, name FROM users ORDER BY id');
    return ['ep' => 'lazy', 'rows' => count($r), 'hash' => stream_hash($r, 'email', 'name')];
}

function expect_connect(string $driver): array {
    return ['driver' => $driver, 'db' => getenv('LARAVEL_DB') ?: 'laravel', 'sql_mode' => LARAVEL_STRICT_MODE,
            'collation' => 'utf8mb4_unicode_ci', 'charset' => 'utf8mb4', 'tz' => '+00:00', 'persistent' => false];
}

// compare: null when $got has every key of $want with the same value, else the first difference
function diff(array $want, $got): ?string {
    if (!is_array($got)) return 'not JSON: ' . substr(var_export($got, true), 0, 200);
    foreach ($want as $k => $v) {
        if (!array_key_exists($k, $got)) return "no '$k'";
        if ($got[$k] !== $v) return "$k: want " . json_encode($v, JSON_UNESCAPED_UNICODE) . ', got ' . json_encode($got[$k], JSON_UNESCAPED_UNICODE);
    }
    return null;
}

// An order row written by the app: as answered, and priced as the database says.
function verify_order_row(string $ref, int $user, int $product, int $qty): ?string {
    $o = rows('SELECT * FROM orders WHERE ref = ?', [$ref])[0] ?? null;
    if (!$o) return "no order row '$ref'";
    if ((int)$o['user_id'] !== $user || (int)$o['product_id'] !== $product || (int)$o['qty'] !== $qty) {
        return "order '$ref' has user/product/qty {$o['user_id']}/{$o['product_id']}/{$o['qty']}";
    }
    $unit = unit_cents($product, $qty);
    $best = best_coupon($user, $product);
    $total = intdiv($unit * $qty * (100 - ($best ? (int)$best['percent_off'] : 0)), 100);
    if ((int)$o['unit_cents'] !== $unit || (int)$o['total_cents'] !== $total ||
        ($o['coupon_id'] === null ? null : (int)$o['coupon_id']) !== ($best ? (int)$best['id'] : null)) {
        return "order '$ref' priced {$o['unit_cents']}/{$o['total_cents']}/coupon " . var_export($o['coupon_id'], true) .
               ", want $unit/$total/" . var_export($best['id'] ?? null, true);
    }
    return null;
}

// Verifies one answer of any endpoint; null if right. $cache keeps expected answers of the
// read-only endpoints (their tables don't change under load).
function verify(array $j, string $driver, array &$cache): ?string {
    $ep = $j['ep'] ?? '';
    switch ($ep) {
        case 'user':
            $id = (int)($j['id'] ?? 0);
            if ($id > 100) return "user $id: only users 1..100 are read-only";
            return diff($cache["user:$id"] ??= expect_user($id) ?? ['missing' => true], $j);
        case 'product':
            $id = (int)($j['id'] ?? 0);
            return diff($cache["product:$id"] ??= expect_product($id) ?? ['missing' => true], $j);
        case 'quote':
            $k = "quote:{$j['user']}:{$j['product']}:{$j['qty']}";
            return diff($cache[$k] ??= expect_quote((int)$j['user'], (int)$j['product'], (int)$j['qty']), $j);
        case 'page':
            return diff($cache["page:{$j['page']}"] ??= expect_page((int)$j['page']), $j);
        case 'chunk':
            return diff($cache['chunk'] ??= expect_chunk(), $j);
        case 'cursor':
            return diff($cache['cursor'] ??= expect_cursor(), $j);
        case 'lazy':
            return diff($cache['lazy'] ??= expect_lazy(), $j);
        case 'connect':
            return diff(expect_connect($driver), $j);
        case 'order':
            if ($d = diff(['level_inside' => 1, 'level_after' => 0], $j)) return $d;
            if ($d = verify_order_row($j['ref'], (int)$j['user'], (int)$j['product'], (int)$j['qty'])) return $d;
            $o = rows('SELECT id, unit_cents, total_cents, coupon_id FROM orders WHERE ref = ?', [$j['ref']])[0];
            return diff(['id' => (int)$o['id'], 'unit_cents' => (int)$o['unit_cents'], 'total_cents' => (int)$o['total_cents'],
                         'coupon_id' => $o['coupon_id'] === null ? null : (int)$o['coupon_id']], $j);
        case 'order_fail':
            if ($d = diff(['caught' => "payment declined for {$j['ref']}", 'level_after' => 0, 'exists_after' => false], $j)) return $d;
            $n = (int)one('SELECT COUNT(*) FROM orders WHERE ref = ?', [$j['ref']]);
            return $n === 0 ? null : "rolled-back order '{$j['ref']}' is in the table";
        case 'nested':
            $r = $j['ref'];
            if ($d = diff(['levels' => [1, 2, 1, 0], 'seen' => ["$r-a", "$r-c"]], $j)) return $d;
            foreach (['a', 'c'] as $s) {
                if ($d = verify_order_row("$r-$s", (int)$j['user'], (int)$j['product'], (int)$j['qty'])) return $d;
            }
            return one('SELECT COUNT(*) FROM orders WHERE ref = ?', ["$r-b"]) == 0 ? null : "savepoint-rolled-back '$r-b' is in the table";
        case 'unique':
            $id = (int)$j['user'];
            $email = one('SELECT email FROM users WHERE id = ?', [$id]);
            $e = $j['exception'] ?? null;
            if (!is_array($e)) return 'no QueryException caught';
            if ($d = diff(['class' => 'Illuminate\Database\QueryException', 'sqlstate' => '23000', 'driver_code' => 1062,
                           'code' => '23000'], $e)) return $d;
            $prefix = "SQLSTATE[23000]: Integrity constraint violation: 1062 Duplicate entry '$email' for key 'users_email_unique'";
            if (strpos($e['message'], $prefix) !== 0) return "message '{$e['message']}' does not start with \"$prefix\"";
            return diff(['users' => (int)($cache['users'] ??= (int)one('SELECT COUNT(*) FROM users')), 'email_after' => $email], $j);
        default:
            return 'unknown or missing ep: ' . substr(json_encode($j), 0, 200);
    }
}

function fetch(string $url, string $route, array $query = []): array {
    $u = $url . '/index.php?r=' . $route . ($query ? '&' . http_build_query($query) : '');
    $ctx = stream_context_create(['http' => ['ignore_errors' => true, 'timeout' => 30]]);
    $body = @file_get_contents($u, false, $ctx);
    $status = 0;
    foreach ($http_response_header ?? [] as $h) if (preg_match('#^HTTP/\S+ (\d+)#', $h, $m)) $status = (int)$m[1];
    return [$status, $body === false ? '' : $body];
}

// GET the route, expect 200 and JSON; $check returns null or why it's wrong
function step(string $name, string $url, string $route, array $query, callable $check): ?array {
    [$status, $body] = fetch($url, $route, $query);
    $j = json_decode($body, true);
    if ($status !== 200) { not_ok($name, "HTTP $status: " . substr($body, 0, 300)); return null; }
    if (!is_array($j)) { not_ok($name, 'not JSON: ' . substr($body, 0, 300)); return null; }
    try {
        $why = $check($j);
    } catch (Throwable $e) {
        $why = 'checker: ' . $e->getMessage();
    }
    $why === null ? ok($name) : not_ok($name, $why);
    return $j;
}

function tables_present(): array {
    return array_column(rows("SELECT TABLE_NAME t FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE()
                               AND TABLE_NAME IN ('users','products','prices','coupons','orders') ORDER BY 1"), 't');
}

function migrate_down(string $url, string $tag): void {
    step("$tag: migrations down: 5 rolled back in reverse order, tables gone", $url, '/migrate/down', [], function ($j) {
        if ($j['rolled_back'] !== array_reverse(MIGRATIONS)) return 'rolled back: ' . json_encode($j['rolled_back']);
        $t = tables_present();
        if ($t) return 'tables left: ' . implode(',', $t);
        $n = (int)one('SELECT COUNT(*) FROM migrations');
        return $n === 0 ? null : "migrations table has $n rows";
    });
}

function migrate_up_seed(string $url, string $tag): void {
    step("$tag: migrations up: 5 ran in order, tables and foreign keys there", $url, '/migrate/up', [], function ($j) {
        if ($j['ran'] !== MIGRATIONS) return 'ran: ' . json_encode($j['ran']);
        if (tables_present() !== TABLES) return 'tables: ' . implode(',', tables_present());
        $fk = (int)one("SELECT COUNT(*) FROM information_schema.REFERENTIAL_CONSTRAINTS WHERE CONSTRAINT_SCHEMA = DATABASE()");
        if ($fk !== 6) return "$fk foreign keys, want 6";
        $m = array_column(rows('SELECT migration FROM migrations ORDER BY id'), 'migration');
        return $m === MIGRATIONS ? null : 'migrations table: ' . json_encode($m);
    });
    step("$tag: seed in one DB::transaction (200 users, 50 products, 150 prices, 300 coupons, 200 orders)", $url, '/seed', [], function ($j) {
        $want = ['users' => 200, 'products' => 50, 'prices' => 150, 'coupons' => 300, 'orders' => 200];
        foreach ($want as $t => $n) {
            if (($j[$t] ?? null) !== $n) return "answer $t=" . var_export($j[$t] ?? null, true);
            $c = (int)one("SELECT COUNT(*) FROM `$t`");
            if ($c !== $n) return "table $t has $c rows";
        }
        $bad = (int)one('SELECT COUNT(*) FROM products p WHERE p.stock + (SELECT COALESCE(SUM(qty), 0) FROM orders o WHERE o.product_id = p.id) <> ?', [INITIAL_STOCK]);
        return $bad === 0 ? null : "$bad products break stock + sold = " . INITIAL_STOCK;
    });
}

function functional(string $url, string $driver, bool $full): int {
    $cache = [];
    $v = function ($j) use ($driver, &$cache) { return verify($j, $driver, $cache); };
    $tag = $full ? 'functional' : "smoke ($driver)";
    step("$tag: connect sequence: driver '$driver', `use db`, `set names utf8mb4 collate utf8mb4_unicode_ci`, strict sql_mode, time_zone", $url, '/connect', [], $v);
    if ($full) {
        migrate_up_seed($url, $tag);
    }
    $pair = rows('SELECT user_id, product_id FROM coupons WHERE user_id <= 100 ORDER BY id LIMIT 1')[0];
    foreach ([5, 1, 100] as $id) step("$tag: Eloquent with eager-loaded relations: user $id (5 queries)", $url, "/users/$id", [], $v);
    [$status] = fetch($url, '/users/999999');
    $status === 404 ? ok("$tag: findOrFail of a missing user answers 404") : not_ok("$tag: findOrFail of a missing user answers 404", "HTTP $status");
    step("$tag: query builder: product 7 (row, ordered list, aggregate, join)", $url, '/products/7', [], $v);
    step("$tag: N+1 quote with a matching coupon (user {$pair['user_id']}, product {$pair['product_id']}, qty 12)", $url, '/quote',
        ['user' => $pair['user_id'], 'product' => $pair['product_id'], 'qty' => 12], function ($j) use ($v) {
            return $v($j) ?? ($j['coupon'] === null ? 'no coupon applied' : null);
        });
    step("$tag: N+1 quote without a coupon (user 4, product 1, qty 150)", $url, '/quote', ['user' => 4, 'product' => 1, 'qty' => 150], $v);
    foreach ($full ? [1, 3, 5, 6] : [2] as $p) step("$tag: pagination: page $p", $url, "/pages/$p", [], $v);
    if ($full) {
        step("$tag: chunk(37) over prices", $url, '/chunk', [], $v);
        step("$tag: cursor() over products", $url, '/cursor', [], $v);
        step("$tag: lazy(40) over users", $url, '/lazy', [], $v);
    }
    $run = substr(md5(uniqid('', true)), 0, 8);
    step("$tag: DB::transaction commits (order + stock decrement)", $url, '/orders/create',
        ['user' => 150, 'product' => $pair['product_id'], 'qty' => 3, 'ref' => "T$run-1"], $v);
    $writer = rows('SELECT user_id, product_id FROM coupons WHERE user_id > 100 ORDER BY id LIMIT 1')[0];
    step("$tag: DB::transaction commits with a coupon applied", $url, '/orders/create',
        ['user' => $writer['user_id'], 'product' => $writer['product_id'], 'qty' => 20, 'ref' => "T$run-2"],
        function ($j) use ($v) { return $v($j) ?? ($j['coupon_id'] === null ? 'no coupon applied' : null); });
    step("$tag: DB::transaction rolls back on an exception (no order, no stock change)", $url, '/orders/fail',
        ['user' => 150, 'product' => 5, 'qty' => 4, 'ref' => "F$run-1"], $v);
    step("$tag: nested transactions: the inner savepoint rolls back alone", $url, '/orders/nested',
        ['user' => 160, 'product' => 9, 'qty' => 2, 'ref' => "N$run-1"], $v);
    step("$tag: unique-key violation is a QueryException (23000/1062); the connection works after it", $url, '/duplicate/3', [], $v);
    step("$tag: after the error: another request's reads still right", $url, '/users/3', [], $v);
    $bad = (int)one('SELECT COUNT(*) FROM products p WHERE p.stock + (SELECT COALESCE(SUM(qty), 0) FROM orders o WHERE o.product_id = p.id) <> ?', [INITIAL_STOCK]);
    $bad === 0 ? ok("$tag: stock + sold = " . INITIAL_STOCK . " for every product (rollbacks left stock alone)")
               : not_ok("$tag: stock + sold = " . INITIAL_STOCK . " for every product", "$bad products differ");
    if ($full) {
        migrate_down($url, $tag);
        migrate_up_seed($url, "$tag (again)");
        step("$tag: connect sequence again after the migrations", $url, '/connect', [], $v);
    }
    return 0;
}

function bodies(int $wrk_requests, array $files): int {
    $cache = [];
    $by_ep = [];
    $n = $non2xx = $bad = 0;
    $examples = [];
    $refs = ['order' => 0, 'nested' => 0];
    foreach ($files as $f) {
        $fh = fopen($f, 'r');
        while (($line = fgets($fh)) !== false) {
            $line = rtrim($line, "\n");
            if ($line === '') continue;
            [$status, $body] = explode("\t", $line, 2) + [1 => ''];
            $n++;
            $j = json_decode($body, true);
            $ep = is_array($j) ? ($j['ep'] ?? '?') : '?';
            $by_ep[$ep] = ($by_ep[$ep] ?? 0) + 1;
            if ($status < 200 || $status > 299) {
                $non2xx++;
                if (count($examples) < 5) $examples[] = "HTTP $status: " . substr($body, 0, 200);
                continue;
            }
            try {
                $why = is_array($j) ? verify($j, getenv('LARAVEL_DRIVER') ?: 'mysql', $cache) : 'not JSON: ' . substr($body, 0, 200);
            } catch (Throwable $e) {
                $why = 'checker: ' . $e->getMessage();
            }
            if ($why !== null) {
                $bad++;
                if (count($examples) < 5) $examples[] = "$ep: $why";
            }
            if (isset($refs[$ep])) $refs[$ep]++;
        }
    }
    ksort($by_ep);
    note('answers by endpoint: ' . implode(' ', array_map(fn($k, $v) => "$k=$v", array_keys($by_ep), $by_ep)));
    $name = "load: every answer recorded ($n recorded, wrk counted $wrk_requests)";
    $n === $wrk_requests && $n > 0 ? ok($name) : not_ok($name, 'counts differ');
    $name = "load: zero non-2xx answers (of $n)";
    $non2xx === 0 ? ok($name) : not_ok($name, "$non2xx: " . implode(' | ', $examples));
    $name = "load: every answer checked against the database (" . ($n - $non2xx) . " checked, $bad wrong)";
    $bad === 0 && $n > 0 ? ok($name) : not_ok($name, implode(' | ', $examples));
    $missing = array_diff(['user', 'product', 'quote', 'page', 'chunk', 'cursor', 'lazy', 'order', 'order_fail', 'nested', 'unique', 'connect'], array_keys($by_ep));
    $name = 'load: every endpoint of the mix answered';
    $missing ? not_ok($name, 'none for ' . implode(',', $missing)) : ok($name);
    // what was rolled back is nowhere; every committed order is priced right; stock adds up
    $leaked = (int)one("SELECT COUNT(*) FROM orders WHERE ref LIKE 'LF%' OR ref LIKE 'LN%-b'");
    $name = 'load: no rolled-back order (exception or savepoint) in the table';
    $leaked === 0 ? ok($name) : not_ok($name, "$leaked rows");
    $committed = (int)one("SELECT COUNT(*) FROM orders WHERE ref LIKE 'LO%' OR ref LIKE 'LN%'");
    $answered = $refs['order'] + 2 * $refs['nested'];
    // wrk stops with requests in flight: their orders may commit without an answer recorded
    $name = "load: committed orders = answered ones (+ at most 64 in flight at the end): $committed vs $answered";
    $committed >= $answered && $committed <= $answered + 2 * 64 ? ok($name) : not_ok($name, 'mismatch');
    $bad_stock = (int)one('SELECT COUNT(*) FROM products p WHERE p.stock + (SELECT COALESCE(SUM(qty), 0) FROM orders o WHERE o.product_id = p.id) <> ?', [INITIAL_STOCK]);
    $name = 'load: stock + sold = ' . INITIAL_STOCK . ' for every product after the load';
    $bad_stock === 0 ? ok($name) : not_ok($name, "$bad_stock products differ");
    return 0;
}

$mode = $argv[1] ?? '';
try {
    switch ($mode) {
        case 'functional':
        case 'smoke':
            exit(functional($argv[2], $argv[3] ?? 'mysql', $mode === 'functional'));
        case 'bodies':
            exit(bodies((int)$argv[2], array_slice($argv, 3)));
    }
} catch (Throwable $e) {
    not_ok("checker ($mode)", get_class($e) . ': ' . $e->getMessage());
    exit(1);
}
fwrite(STDERR, "usage: php check.php functional|smoke URL DRIVER | bodies WRK_REQUESTS FILE...\n");
exit(2);
