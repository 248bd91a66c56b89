// Stand-in for the third-party chat widget: builds its launcher a moment after loading, as real ones do.
(function () {
  setTimeout(function () {
    if (document.querySelector('[data-academy-chat-widget]')) return;
    var launcher = document.createElement('button');
    launcher.type = 'button';
    launcher.setAttribute('data-academy-chat-widget', '');
    launcher.setAttribute('aria-label', document.documentElement.lang === 'ar' ? 'تحدث معنا' : 'Chat with us');
    launcher.textContent = '\u{1F4AC}';
    launcher.style.cssText = 'position:fixed;bottom:20px;width:56px;height:56px;border-radius:50%;border:0;background:#0f172a;color:#fff;font-size:24px;box-shadow:0 4px 12px rgba(0,0,0,.25);cursor:pointer;z-index:8000';
    document.body.appendChild(launcher);
  }, 300);
})();
