<?php
// Prints the loaded mysqli's API, by reflection, one fact a line: the extension's functions (with
// their parameters, defaults, attributes and return types), classes (modifiers, parent,
// interfaces, constants, properties, methods), MYSQLI_* constants (value, type, deprecation)
// and mysqli.* ini entries (default, changeability). Two runs diff to what differs between two
// mysqli implementations:
//
//   php -n -d extension=mysqlnd -d extension=mysqli scripts/tools/mysqli_surface.php > stock.txt
//   php -n -d extension=<dir>/mysqlpool.so -d mysqlpool.serve_mysqli=1 scripts/tools/mysqli_surface.php > ours.txt
//   diff stock.txt ours.txt
//
// php-tests/mysqli-surface-8.2.txt is stock PHP 8.2's (Debian 12's php8.2-mysql), mysqli-surface-8.4.txt
// stock PHP 8.4's (Debian 13's php8.4-mysql).
if (!extension_loaded('mysqli')) {
    fwrite(STDERR, "mysqli_surface.php: no mysqli loaded\n");
    exit(1);
}

function type_text(?ReflectionType $t): string {
    return $t === null ? '-' : (string)$t;
}

function param_text(ReflectionParameter $p): string {
    $s = type_text($p->getType()) . ' ';
    $s .= ($p->isPassedByReference() ? '&' : '') . ($p->isVariadic() ? '...' : '') . '$' . $p->getName();
    if ($p->isDefaultValueAvailable()) {
        $s .= ' = ' . ($p->isDefaultValueConstant() ? $p->getDefaultValueConstantName()
                                                     : var_export($p->getDefaultValue(), true));
    } elseif ($p->isOptional()) {
        $s .= ' (optional)';
    }
    foreach ($p->getAttributes() as $a) {
        $s = '#[' . $a->getName() . '] ' . $s;
    }
    return $s;
}

function function_text(ReflectionFunctionAbstract $f): string {
    $params = array_map('param_text', $f->getParameters());
    $s = $f->getName() . '(' . implode(', ', $params) . ')';
    $s .= ': ' . ($f->hasTentativeReturnType() ? 'tentative ' . type_text($f->getTentativeReturnType())
                                                : type_text($f->getReturnType()));
    $s .= ' required=' . $f->getNumberOfRequiredParameters();
    if ($f->isDeprecated()) $s .= ' deprecated';
    // PHP 8.4 says since when and why in a #[\Deprecated] on the function itself
    foreach ($f->getAttributes() as $a) {
        $s .= ' #[' . $a->getName() . json_encode($a->getArguments(), JSON_UNESCAPED_SLASHES) . ']';
    }
    if ($f->returnsReference()) $s .= ' by-ref';
    return $s;
}

function modifiers_text(int $m): string {
    return implode(' ', Reflection::getModifierNames($m));
}

$ext = new ReflectionExtension('mysqli');
echo "extension mysqli ", $ext->getVersion(), "\n";

foreach ($ext->getFunctions() as $f) {
    echo 'function ', function_text($f), "\n";
}

// classes by name (the order a module registers them in means nothing); their members in
// declaration order
$classes = $ext->getClasses();
ksort($classes);
foreach ($classes as $c) {
    $name = $c->getName();
    echo "class $name: ", modifiers_text($c->getModifiers()) ?: '-';
    echo ' parent=', $c->getParentClass() ? $c->getParentClass()->getName() : '-';
    $interfaces = $c->getInterfaceNames();
    sort($interfaces);
    echo ' implements=', implode(',', $interfaces) ?: '-';
    echo ' internal=', (int)$c->isInternal(), ' instantiable=', (int)$c->isInstantiable(),
         ' cloneable=', (int)$c->isCloneable(), "\n";
    foreach ($c->getReflectionConstants() as $k) {
        echo "  const $name::", $k->getName(), ' = ', var_export($k->getValue(), true), "\n";
    }
    foreach ($c->getProperties() as $p) {
        echo "  property $name::\$", $p->getName(), ': ', modifiers_text($p->getModifiers()), ' ',
             type_text($p->getType());
        if ($p->hasDefaultValue()) echo ' = ', var_export($p->getDefaultValue(), true);
        if ($p->getDeclaringClass()->getName() !== $name) echo ' from ', $p->getDeclaringClass()->getName();
        echo "\n";
    }
    foreach ($c->getMethods() as $m) {
        echo "  method $name::", modifiers_text($m->getModifiers()), ' ', function_text($m);
        if ($m->getDeclaringClass()->getName() !== $name) echo ' from ', $m->getDeclaringClass()->getName();
        echo "\n";
    }
}

// A constant's deprecation shows only when it is read (PHP 8.2 has no ReflectionConstant).
$deprecated = false;
set_error_handler(function (int $no) use (&$deprecated) {
    if ($no === E_DEPRECATED) $deprecated = true;
    return true;
});
foreach ($ext->getConstants() as $name => $value) {
    $deprecated = false;
    constant($name);
    echo "constant $name = ", var_export($value, true), ' ', gettype($value),
         $deprecated ? ' deprecated' : '', "\n";
}
restore_error_handler();

foreach ($ext->getINIEntries() as $name => $value) {
    $all = ini_get_all('mysqli')[$name];
    echo "ini $name = ", var_export($value, true), ' access=', $all['access'], "\n";
}
