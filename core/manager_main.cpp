// placeholder; replaced by the real standalone manager entry point
int main() { return 0; }
