<?php
// Calls every function and method that ext/mysqli/unsupported.cpp lists (argv[1]: its
// MP_UNSUPPORTED_* lines), by each name it has (the stub, argv[2]: functions and methods that
// are @alias of one), and checks that each throws mysqli_sql_exception "<name>() is not
// supported by mysqlpool yet" with code 2054 and SQLSTATE HY000, with the report mode OFF (as
// WordPress sets it: an unsupported call must not become a quiet false). One line per name.
[$self, $listFile, $stubFile] = $argv;
$driver = new mysqli_driver();
$driver->report_mode = MYSQLI_REPORT_OFF;

$functions = [];
$methods = [];  // [class, method]
foreach (file($listFile, FILE_IGNORE_NEW_LINES) as $line) {
    if (preg_match('/^MP_UNSUPPORTED_FUNCTION\((\w+)\)$/', $line, $m)) {
        $functions[$m[1]] = true;
    } elseif (preg_match('/^MP_UNSUPPORTED_METHOD\((\w+), (\w+)\)$/', $line, $m)) {
        $methods[] = [$m[1], $m[2]];
    } else {
        echo "not ok - unsupported.cpp line not understood: $line\n";
    }
}

// the other names of those functions: `@alias f` before a function or a method in the stub
$aliases = [];  // [class or null, name]
$class = null;
$alias = null;
foreach (file($stubFile, FILE_IGNORE_NEW_LINES) as $line) {
    if (preg_match('/^(?:final )?class (\w+)/', $line, $m)) $class = $m[1];
    elseif ($line === '}') $class = null;
    elseif (preg_match('/@alias (\w+)/', $line, $m)) $alias = $m[1];
    elseif (preg_match('/function (\w+)\(/', $line, $m)) {
        if ($alias !== null && isset($functions[$alias])) $aliases[] = [$class, $m[1]];
        $alias = null;
    }
}

function check(string $name, callable $call, string $how = ''): void {
    $want = "$name() is not supported by mysqlpool yet";
    $name .= $how;
    try {
        $call();
        echo "not ok - $name: returned, no exception\n";
    } catch (mysqli_sql_exception $e) {
        $got = [$e->getMessage(), $e->getCode(), $e->getSqlState()];
        if ($got === [$want, 2054, 'HY000']) echo "ok - $name throws mysqli_sql_exception naming itself\n";
        else echo "not ok - $name: ", json_encode($got), "\n";
    } catch (Throwable $e) {
        echo "not ok - $name: ", get_class($e), ': ', $e->getMessage(), "\n";
    }
}

// an object of the class without its constructor (mysqli_warning's is private, the class final)
function instance(string $class): object {
    return unserialize('O:' . strlen($class) . ":\"$class\":0:{}");
}

foreach (array_keys($functions) as $f) check($f, fn() => $f());
foreach ($aliases as [$class, $name]) {
    if ($class === null) check($name, fn() => $name());
    else check("$class::$name", fn() => instance($class)->$name());
}
foreach ($methods as [$class, $name]) {
    if ($name === '__construct') {
        // by reflection, which may call mysqli_warning's private constructor
        check("$class::$name", fn() => (new ReflectionMethod($class, $name))->invoke(instance($class)));
        if ((new ReflectionMethod($class, $name))->isPublic()) check("$class::$name", fn() => new $class(), ' (by new)');
    } else {
        check("$class::$name", fn() => instance($class)->$name());
    }
}
